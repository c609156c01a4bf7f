package org.consentlab.toolcall;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The one rule for an idempotency key a caller brings: 1 to {@value #MAX_LENGTH} characters of
 * {@code A-Z a-z 0-9 . _ : -}. A key outside it is refused where it arrives, never dropped: a
 * dropped key turns every retry into a new call, and so into a new gate.
 */
public final class IdempotencyKeys {

    public static final int MAX_LENGTH = 200;
    public static final String RULE =
            "must be a string of 1 to %d characters from A-Z, a-z, 0-9 and . _ : -".formatted(MAX_LENGTH);
    private static final Pattern ALLOWED = Pattern.compile("[A-Za-z0-9._:-]+");

    private IdempotencyKeys() {}

    /** What is wrong with the key, in words a client's developer can act on; empty if it follows the rule. */
    public static Optional<String> problem(String key) {
        if (key == null || key.isEmpty()) {
            return Optional.of(RULE + ", not an empty string");
        }
        if (key.length() > MAX_LENGTH) {
            return Optional.of(RULE + ", not %d characters".formatted(key.length()));
        }
        return ALLOWED.matcher(key).matches()
                ? Optional.empty()
                : Optional.of(RULE + ", not a text with other characters");
    }
}
