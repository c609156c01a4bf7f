/**
 * The Tool Inspector: pick one of the page's tools, read its declaration, edit JSON arguments,
 * invoke it as an agent would, and see exactly what an agent receives. It is given the tools and
 * an invoke callback; it cannot reach anything but the request side of a tool.
 */
@NullMarked
package org.consentlab.inspector.ui;

import org.jspecify.annotations.NullMarked;
