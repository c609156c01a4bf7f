package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import java.util.Optional;
import java.util.function.Function;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.i18n.Texts;
import org.consentlab.passkey.PasskeyWords;
import org.consentlab.passkey.ui.PasskeySaid;
import org.consentlab.selfapproval.Grade;
import org.consentlab.selfapproval.SelfApprovalRuns;

/**
 * What Lab 7's page says about its latest run, every line read from the run's records so that a
 * reloaded page says the same: the run and its state, the verdict, what the agent did, what the
 * defence saw, and the text the agent got. The page places each line under its own heading. What
 * the records keep in English (the agent's report, the defence's account, the agent's text) is
 * shown as kept and marked English; the page's own words are in its language.
 */
final class SelfApprovalReadout {

    final Paragraph runLine = new Paragraph();
    final Span verdict = new Span();
    final Paragraph agentDid = new Paragraph();
    final Paragraph defenceSaw = new Paragraph();
    final Pre toolResult = new Pre(Texts.t("selfapproval.tool-result.none"));

    SelfApprovalReadout() {
        runLine.setId("self-approval-run");
        verdict.setId("self-approval-verdict");
        // HELD, BROKEN, WAITING and NOT GRADED are the lab's grade names, kept as the records name them.
        verdict.getElement().setAttribute("translate", "no");
        agentDid.setId("agent-did");
        defenceSaw.setId("defence-saw");
        toolResult.setId("tool-result");
        toolResult.addClassName("agent-result");
    }

    /** What the agent got back, verbatim: protocol text, in English in every language. */
    void returned(String text) {
        toolResult.setText(text);
        toolResult.getElement().setAttribute("lang", "en");
        toolResult.getElement().setAttribute("translate", "no");
    }

    /** Shows {@code latest}; {@code passkeySaid} reads what a passkey Confirm said of a gate's call, as words. */
    void show(Optional<SelfApprovalRuns.Run> latest, Function<Long, Optional<PasskeyWords>> passkeySaid) {
        runLine.setText(latest.map(run -> Texts.t("selfapproval.run.this", pair(run), state(run)))
                .orElse(Texts.t("selfapproval.run.none")));
        english(agentDid, latest.flatMap(SelfApprovalRuns.Run::agentDid).isPresent());
        agentDid.setText(latest.map(SelfApprovalReadout::agentText).orElse(Texts.t("selfapproval.agent-did.none")));
        Optional<String> saw =
                latest.flatMap(run -> run.defenceSaw().map(said -> run.grade().name() + ". " + said));
        english(defenceSaw, saw.isPresent());
        defenceSaw.setText(saw.orElse(Texts.t("selfapproval.defence-saw.none")));
        latest.ifPresent(run -> passkeySaid(run, passkeySaid));
        Optional<SelfApprovalRuns.Run> graded = latest.filter(SelfApprovalRuns.Run::graded);
        verdict.setText(graded.map(run -> run.grade().name())
                .orElse(latest.map(run -> run.gate().pending() ? "WAITING" : "NOT GRADED")
                        .orElse(Texts.t("selfapproval.verdict.none"))));
        verdict.getElement()
                .setAttribute(
                        "theme",
                        graded.map(run -> run.grade() == Grade.HELD ? "badge success" : "badge error")
                                .orElse("badge"));
    }

    /**
     * A passkey Confirm's line in the page's language, from the words kept with its gate: its record
     * keeps the English, which stays English where the words end (what the decision then did).
     */
    private void passkeySaid(SelfApprovalRuns.Run run, Function<Long, Optional<PasskeyWords>> passkeySaid) {
        Optional<String> recorded = run.defenceSaw();
        if (run.defence() != ConfirmDefence.PASSKEY || recorded.isEmpty()) {
            return;
        }
        Optional<PasskeyWords> told = passkeySaid.apply(run.gate().id());
        PasskeySaid.after(recorded.get(), told)
                .ifPresent(english ->
                        PasskeySaid.show(defenceSaw, run.grade().name() + ". ", told.orElseThrow(), english));
    }

    static String pair(SelfApprovalRuns.Run run) {
        return Texts.isolate(run.defence().id() + " × " + run.capability().id());
    }

    private static void english(Paragraph line, boolean fromRecords) {
        if (fromRecords) {
            line.getElement().setAttribute("lang", "en");
        } else {
            line.getElement().removeAttribute("lang");
        }
    }

    private static String state(SelfApprovalRuns.Run run) {
        if (run.gate().awaitingApprover()) {
            return Texts.t("selfapproval.state.awaiting-approver");
        }
        if (run.gate().pending()) {
            return Texts.t("selfapproval.state.pending");
        }
        return run.closedWhy()
                .filter(why -> run.closedUndecided())
                .map(why -> Texts.t("selfapproval.state.closed", why))
                .orElse(Texts.t("selfapproval.state.decided"));
    }

    private static String agentText(SelfApprovalRuns.Run run) {
        String description =
                Texts.t("selfapproval.capability." + run.capability().id());
        return run.agentDid()
                .orElseGet(() -> run.capability().pageScript().isPresent()
                        ? Texts.t(
                                "selfapproval.agent-did.script",
                                Texts.isolate(run.capability().id()),
                                description)
                        : Texts.t("selfapproval.agent-did.you", description));
    }
}
