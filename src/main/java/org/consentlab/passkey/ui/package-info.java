/**
 * The passkeys of a sandbox on screen: registering one (the browser's {@code navigator.credentials.create},
 * through the page's script), the list with a remove button for each, and what the last step did.
 * The browser's two WebAuthn calls are written here once for every passkey step ({@code
 * BrowserPasskeys}). The panel only shows and fires what was asked; the page hands it to the passkey
 * services.
 */
@NullMarked
package org.consentlab.passkey.ui;

import org.jspecify.annotations.NullMarked;
