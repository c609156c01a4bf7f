package org.consentlab.scoreboard;

import java.util.List;
import org.consentlab.i18n.Texts;

/** What a restore did, in words a learner reads in {@code continue-code-result}. */
final class RestoreWords {

    private RestoreWords() {}

    static String said(List<String> done, int hints, List<String> unknown) {
        StringBuilder said = new StringBuilder();
        // Exercise ids are ids: they stay as they are, set apart from the sentence, in every language.
        said.append(
                done.isEmpty()
                        ? Texts.t("scoreboard.restore.none-done")
                        : Texts.t("scoreboard.restore.done", Texts.isolate(String.join(", ", done))));
        said.append(hints == 0 ? "" : " " + Texts.t("scoreboard.restore.hints", hints));
        if (!unknown.isEmpty()) {
            said.append(" ").append(Texts.t("scoreboard.restore.unknown", Texts.isolate(String.join(", ", unknown))));
        }
        said.append(" ").append(Texts.t("scoreboard.restore.nothing-replayed"));
        return said.toString();
    }
}
