package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import java.util.Objects;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.consent.Gate;
import org.consentlab.consent.ui.ConsequenceText;
import org.consentlab.i18n.Texts;
import org.consentlab.lab.LifecycleSnapshot;
import org.consentlab.lab.Verdict;

/**
 * What Lab 5 tells the page's live region as a run moves: the dialog when it opens (and when it
 * turns to waiting for an approver), and the verdict when it is graded. Each once: a redraw that
 * shows the same dialog or verdict says nothing. The words are the app's: the gate's consequence
 * is written from the records, never from agent prose.
 */
final class LifecycleAnnouncements {

    private final Component page;
    private String dialog = "";
    private String verdict = "";

    LifecycleAnnouncements(Component page) {
        this.page = page;
    }

    void heard(LifecycleSnapshot now) {
        String nowDialog = now.gate()
                .filter(Gate::pending)
                .map(LifecycleAnnouncements::dialog)
                .orElse("");
        if (!nowDialog.equals(dialog)) {
            dialog = nowDialog;
            if (!nowDialog.isEmpty()) {
                LiveRegion.announce(page, nowDialog);
            }
        }
        String nowVerdict = now.verdict()
                .filter(v -> v.grade() != Verdict.Grade.NOT_YET)
                .map(v -> Texts.t("lifecycle.announce.verdict", v.headline(), v.reason()))
                .orElse("");
        if (!Objects.equals(nowVerdict, verdict)) {
            verdict = nowVerdict;
            if (!nowVerdict.isEmpty()) {
                LiveRegion.announce(page, nowVerdict);
            }
        }
    }

    /** The consequence is the gate's record, in the reader's language where it keeps words, else quoted as kept, set apart. */
    private static String dialog(Gate gate) {
        return gate.awaitingApprover()
                ? GateNotice.dialog(
                        Texts.t("lifecycle.announce.awaiting"),
                        ConsequenceText.quoted(gate),
                        Texts.t("lifecycle.announce.awaiting.decision"))
                : GateNotice.dialog(
                        Texts.t("lifecycle.announce.confirm", Texts.isolate(gate.tool())),
                        ConsequenceText.quoted(gate),
                        Texts.t("lifecycle.announce.confirm.decision"));
    }
}
