package org.consentlab.passkey;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the page reported when the browser's WebAuthn call failed, as far as the lab repeats it:
 * only the name of a DOMException ({@code NotAllowedError}, …), never the message, which a script
 * in the page could have written to put its own words on the lab's screen. The names WebAuthn
 * throws are said in the reader's language; any other name is kept as the browser gave it.
 */
public final class BrowserError {

    private static final Pattern NAME = Pattern.compile("^([A-Z][A-Za-z]{0,40}Error)\\b");

    private BrowserError() {}

    public static PasskeyWords named(String reported) {
        Matcher name = NAME.matcher(reported.strip());
        if (!name.find()) {
            return PasskeyWords.of("passkey.browser.unnamed");
        }
        PasskeyWords.Code named = new PasskeyWords.Code(name.group(1));
        return switch (name.group(1)) {
            case "NotAllowedError" -> PasskeyWords.of("passkey.browser.not-allowed", named);
            case "InvalidStateError" -> PasskeyWords.of("passkey.browser.invalid-state", named);
            case "NotSupportedError" -> PasskeyWords.of("passkey.browser.not-supported", named);
            case "SecurityError" -> PasskeyWords.of("passkey.browser.security", named);
            case "AbortError" -> PasskeyWords.of("passkey.browser.abort", named);
            case "ConstraintError" -> PasskeyWords.of("passkey.browser.constraint", named);
            case "UnknownError" -> PasskeyWords.of("passkey.browser.unknown", named);
            default -> PasskeyWords.of("passkey.browser.other", new PasskeyWords.English(name.group(1)));
        };
    }
}
