package org.consentlab.fixit;

import java.util.HashSet;
import java.util.Set;
import org.consentlab.i18n.Texts;

/**
 * How close a wrong set of marked lines came, told without naming the lines that let the agent through, in the
 * page's language.
 */
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
            return Texts.t(
                    "fixit.near.close",
                    marked.size() == 1
                            ? Texts.t("fixit.near.close-one")
                            : Texts.t("fixit.near.close-some", hits.size(), marked.size()),
                    extra > 0 ? Texts.t("fixit.near.extra", extra) : "",
                    missing > 0 ? Texts.t("fixit.near.missing", missing) : "");
        }
        boolean near = marked.stream()
                .anyMatch(line -> culprits.stream().anyMatch(culprit -> Math.abs(line - culprit) <= NEAR));
        return near ? Texts.t("fixit.near.near", NEAR) : Texts.t("fixit.near.none");
    }
}
