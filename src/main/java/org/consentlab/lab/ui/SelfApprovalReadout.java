package org.consentlab.lab.ui;

import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.i18n.Phrase;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;
import org.consentlab.passkey.PasskeyWords;
import org.consentlab.passkey.ui.PasskeySaid;
import org.consentlab.selfapproval.Grade;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.consentlab.selfapproval.SelfApprovalStep;

/**
 * What Lab 7's page says about its latest run, every line read from the run's records so that a
 * reloaded page says the same: the run and its state, the verdict, what the agent did, what the
 * defence saw, and the text the agent got. The page places each line under its own heading. The
 * agent's report, the defence's account and why a run was closed are kept as words and said in the
 * page's language; what the records keep in English only (the decision's result, the text the agent
 * got, a step recorded before its words were) is shown as kept and marked English.
 */
final class SelfApprovalReadout {

    final Paragraph runLine = new Paragraph();
    final Span verdict = new Span();
    final Paragraph agentDid = new Paragraph();
    final Paragraph defenceSaw = new Paragraph();
    final Pre toolResult = new Pre(Texts.t("selfapproval.tool-result.none"));
    /** The last recorded step said, as one text for a live region: its kept English and grade set apart. */
    private String spoken = "";

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
        Optional<List<Phrase>> did = latest.flatMap(run -> run.words(SelfApprovalStep.AGENT));
        if (did.isPresent()) {
            say(agentDid, "", did.get());
        } else {
            english(agentDid, false);
            agentDid.setText(latest.map(SelfApprovalReadout::agentText).orElse(Texts.t("selfapproval.agent-did.none")));
        }
        Optional<SelfApprovalRuns.Run> saw =
                latest.filter(run -> run.defenceSaw().isPresent());
        if (saw.isPresent()) {
            say(
                    defenceSaw,
                    saw.get().grade().name() + ". ",
                    saw.get().words(SelfApprovalStep.DEFENCE).orElseThrow());
        } else {
            english(defenceSaw, false);
            defenceSaw.setText(Texts.t("selfapproval.defence-saw.none"));
        }
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
        PasskeySaid.after(recorded.get(), told).ifPresent(english -> {
            PasskeySaid.show(defenceSaw, run.grade().name() + ". ", told.orElseThrow(), english);
            spoken = defenceSaw.getElement().getTextRecursively();
        });
    }

    /** The defence's line as a live region says it: one text, its grade and kept English set apart. */
    private void heard(Paragraph line, String text) {
        if (line == defenceSaw) {
            spoken = text;
        }
    }

    /** What the defence saw, as one text for a live region (which holds text, not elements). */
    String defenceSpoken() {
        return spoken;
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
        return run.words(SelfApprovalStep.CLOSED)
                .filter(why -> run.closedUndecided())
                .map(why -> Texts.t(
                        "selfapproval.state.closed",
                        why.stream().map(Phrase::text).collect(Collectors.joining(" "))))
                .orElse(Texts.t("selfapproval.state.decided"));
    }

    /** Before its script reported: what the agent's capability does, in the page's words. */
    private static String agentText(SelfApprovalRuns.Run run) {
        String description =
                Texts.t("selfapproval.capability." + run.capability().id());
        return run.capability().pageScript().isPresent()
                ? Texts.t(
                        "selfapproval.agent-did.script",
                        Texts.isolate(run.capability().id()),
                        description)
                : Texts.t("selfapproval.agent-did.you", description);
    }

    /**
     * A recorded step after {@code lead}: its sentences in the page's language, and what was kept as
     * said (the decision's result; a step recorded before its words were) after them in English,
     * marked so. A step kept in English alone is marked English as a whole, as it always was.
     */
    private void say(Paragraph line, String lead, List<Phrase> words) {
        boolean allKept = words.stream().allMatch(Phrase::kept);
        english(line, allKept);
        if (allKept) {
            line.setText(lead + Phrase.english(words));
            heard(line, line.getText());
            return;
        }
        heard(
                line,
                (lead.isEmpty() ? "" : Texts.isolate(lead.strip()) + " ")
                        + words.stream()
                                .map(word -> word.kept() ? Texts.isolate(word.english()) : word.text())
                                .collect(Collectors.joining(" ")));
        line.removeAll();
        if (!lead.isEmpty()) {
            // The grade's name (HELD, BROKEN) is the lab's own name for it, kept as the verdict keeps it.
            line.add(Verbatim.code(new Span(lead)));
        }
        line.add(new Text(
                words.stream().filter(word -> !word.kept()).map(Phrase::text).collect(Collectors.joining(" "))));
        words.stream()
                .filter(Phrase::kept)
                .map(kept -> Verbatim.english(new Span(" " + kept.english())))
                .forEach(line::add);
    }
}
