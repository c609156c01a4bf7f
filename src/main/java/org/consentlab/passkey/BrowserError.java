package org.consentlab.passkey;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the page reported when the browser's WebAuthn call failed, as far as the lab repeats it:
 * only the name of a DOMException ({@code NotAllowedError}, …), never the message, which a script
 * in the page could have written to put its own words on the lab's screen.
 */
public final class BrowserError {

    private static final Pattern NAME = Pattern.compile("^([A-Z][A-Za-z]{0,40}Error)\\b");

    private BrowserError() {}

    public static String named(String reported) {
        Matcher name = NAME.matcher(reported.strip());
        if (!name.find()) {
            return "an error without a name";
        }
        return switch (name.group(1)) {
            case "NotAllowedError" -> "NotAllowedError (cancelled, timed out, or the person was not verified)";
            case "InvalidStateError" ->
                "InvalidStateError (this authenticator already holds a passkey for this sandbox)";
            case "NotSupportedError" -> "NotSupportedError (this browser cannot ask for a passkey here)";
            case "SecurityError" -> "SecurityError (this address cannot use passkeys)";
            default -> name.group(1);
        };
    }
}
