/**
 * The passkeys of a sandbox on screen: registering one (the browser's {@code navigator.credentials.create},
 * through the page's script), the list with a remove button for each, and what the last step did, in
 * the page's language. The browser's two WebAuthn calls are written here once for every passkey step
 * ({@code BrowserPasskeys}), and so is a passkey step's line ({@code PasskeySaid}). The panel only
 * shows and fires what was asked; the page hands it to the passkey services.
 */
@NullMarked
package org.consentlab.passkey.ui;

import org.jspecify.annotations.NullMarked;
