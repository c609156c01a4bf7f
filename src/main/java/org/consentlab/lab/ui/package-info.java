/**
 * Package-private lab views, one per route. Each view wires shared components to the
 * tool-call service and re-reads its data whenever its sandbox announces a change.
 */
@NullMarked
package org.consentlab.lab.ui;

import org.jspecify.annotations.NullMarked;
