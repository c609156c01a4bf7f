package org.consentlab.fixit;

import java.util.List;
import org.consentlab.instructor.FailureMode;
import org.jspecify.annotations.Nullable;

/**
 * One find-it-fix-it challenge: the failure mode whose wrong design it shows, the source file that
 * holds its snippet (under {@code org/consentlab/consent/}), the marked lines as the challenge
 * expects them (a test holds these against the source, so a marked line changed without the
 * challenge fails the build), the right fix written out only where the source holds no correct
 * twin's lines of its own, and the wrong candidates, each with why it does not hold.
 */
public record Challenge(
        FailureMode mode,
        String file,
        List<String> culprits,
        @Nullable String writtenFix,
        List<Candidate> wrong) {

    /** A candidate fix as a diff ({@code -} removed, {@code +} added, a space for context), and why it does or does not hold. */
    public record Candidate(String diff, String why) {}

    public Challenge {
        culprits = List.copyOf(culprits);
        wrong = List.copyOf(wrong);
    }

    public String name() {
        return mode.label();
    }

    /** The classpath resource the build copied the file to. */
    public String resource() {
        return "fixit/org/consentlab/consent/" + file;
    }

    static Challenge fromSource(FailureMode mode, String file, List<String> culprits, Candidate... wrong) {
        return new Challenge(mode, file, culprits, null, List.of(wrong));
    }

    static Challenge written(FailureMode mode, String file, List<String> culprits, String fix, Candidate... wrong) {
        return new Challenge(mode, file, culprits, fix, List.of(wrong));
    }

    static Candidate wrong(String diff, String why) {
        return new Candidate(diff.stripTrailing(), why);
    }
}
