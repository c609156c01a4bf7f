package org.consentlab.fixit;

import java.util.List;
import java.util.function.Supplier;
import org.consentlab.i18n.Texts;
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

    /**
     * A candidate fix as a diff ({@code -} removed, {@code +} added, a space for context), and why it
     * does or does not hold, read when asked so that it is in the language of the page that asks.
     */
    public record Candidate(String diff, Supplier<String> because) {

        public String why() {
            return because.get();
        }
    }

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

    /** A wrong candidate whose reason is the {@code fixit} bundle's text under {@code whyKey}. */
    static Candidate wrong(String diff, String whyKey) {
        return wrong(diff, () -> Texts.t(whyKey));
    }

    static Candidate wrong(String diff, Supplier<String> why) {
        return new Candidate(diff.stripTrailing(), why);
    }
}
