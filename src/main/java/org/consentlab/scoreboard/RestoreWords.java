package org.consentlab.scoreboard;

import java.util.List;

/** What a restore did, in words a learner reads in {@code continue-code-result}. */
final class RestoreWords {

    private RestoreWords() {}

    static String said(List<String> done, int hints, List<String> unknown) {
        StringBuilder said = new StringBuilder();
        said.append(
                done.isEmpty()
                        ? "The code holds no done exercise."
                        : "Restored as done: " + String.join(", ", done) + ".");
        said.append(hints == 0 ? "" : " Hints restored as used: " + hints + ".");
        if (!unknown.isEmpty()) {
            said.append(" Not on this server's board, so left out: ")
                    .append(String.join(", ", unknown))
                    .append('.');
        }
        said.append(" Nothing was replayed: this sandbox's calls, gates and wire are as they were.");
        return said.toString();
    }
}
