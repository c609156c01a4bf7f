package org.consentlab.fixit;

import java.util.HashSet;
import java.util.Set;

/** How close a wrong set of marked lines came, told without naming the lines that let the agent through. */
final class NearMiss {

    /** Within this many lines of one that lets the agent through, a miss is told it is near. */
    private static final int NEAR = 2;

    private NearMiss() {}

    static String words(Set<Integer> marked, Set<Integer> culprits) {
        Set<Integer> hits = new HashSet<>(marked);
        hits.retainAll(culprits);
        int extra = marked.size() - hits.size();
        int missing = culprits.size() - hits.size();
        if (!hits.isEmpty()) {
            String which = marked.size() == 1
                    ? "the line you marked lets"
                    : hits.size() + " of the " + marked.size() + " lines you marked "
                            + (hits.size() == 1 ? "lets" : "let");
            return "Close, not yet: " + which + " the agent through"
                    + (extra > 0 ? ", " + extra + " " + (extra == 1 ? "does" : "do") + " not" : "")
                    + (missing > 0 ? "; " + missing + " more " + (missing == 1 ? "line" : "lines") + " to find" : "")
                    + ".";
        }
        boolean near = marked.stream()
                .anyMatch(line -> culprits.stream().anyMatch(culprit -> Math.abs(line - culprit) <= NEAR));
        return near
                ? "Not these, but near: one of your lines is within " + NEAR + " lines of one that lets the agent "
                        + "through."
                : "Not these: none of the lines you marked lets the agent through. Look for what runs the effect, "
                        + "or skips the gate, before anyone has decided.";
    }
}
