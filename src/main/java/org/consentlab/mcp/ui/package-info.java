/**
 * The "Connect an agent" dialog and the button that opens it. They are given the endpoint URL, the
 * token to show and a renew callback; they reach no service and no part of the consent boundary.
 */
@NullMarked
package org.consentlab.mcp.ui;

import org.jspecify.annotations.NullMarked;
