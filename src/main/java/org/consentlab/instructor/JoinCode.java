package org.consentlab.instructor;

import java.security.SecureRandom;
import java.util.Locale;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The six characters a learner types to join a class. The alphabet leaves out the look-alikes
 * (0/O, 1/I/L), so a code read off a projector is typed right the first time; parsing forgives
 * case, spaces and dashes for the same reason.
 */
public record JoinCode(String value) {

    static final String ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    static final int LENGTH = 6;

    private static final RandomGenerator RANDOM = new SecureRandom();

    /** A code as the instructor's page shows it, for placeholders: checked by the same rule as any code. */
    public static final JoinCode EXAMPLE = new JoinCode("K7P2QX");

    public JoinCode {
        if (!wellFormed(value)) {
            throw new IllegalArgumentException("not a join code: " + value);
        }
    }

    static JoinCode random() {
        StringBuilder code = new StringBuilder(LENGTH);
        for (int i = 0; i < LENGTH; i++) {
            code.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return new JoinCode(code.toString());
    }

    /** Reads what a person typed; empty when it cannot be a code at all. */
    public static Optional<JoinCode> parse(String typed) {
        if (typed == null) {
            return Optional.empty();
        }
        String normalized = typed.replaceAll("[\\s-]", "").toUpperCase(Locale.ROOT);
        return wellFormed(normalized) ? Optional.of(new JoinCode(normalized)) : Optional.empty();
    }

    private static boolean wellFormed(String text) {
        return text != null && text.length() == LENGTH && text.chars().allMatch(c -> ALPHABET.indexOf(c) >= 0);
    }

    @Override
    public String toString() {
        return value;
    }
}
