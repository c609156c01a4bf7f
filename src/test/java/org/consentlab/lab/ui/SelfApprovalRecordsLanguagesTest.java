package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Direction;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.ui.SelfApprovalConfirm;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Lab 7's records in German and Arabic, checked by key: what the defence saw, what the agent's
 * script reported and why the lab closed a run are kept as words, so the page says them in its
 * reader's language, and a run recorded while the page spoke German reads in Arabic after a reload.
 */
class SelfApprovalRecordsLanguagesTest extends LabBrowserlessTest {

    @Autowired
    I18NProvider texts;

    @Autowired
    CurrentSandbox current;

    @Autowired
    SelfApprovalRuns runs;

    @Test
    void whatTheDefenceSawTheAgentReportedAndWhyARunClosedAreSaidInTheReadersLanguage() {
        Locale german = Locale.GERMAN;
        UI.getCurrent().setLocale(german);
        navigate(SelfApprovalLabView.class);
        test(defence()).selectItem("trusted-event");
        test(find(Button.class).id("run-agent")).click();
        // The forged-event script's call: a decision sent without touching Confirm, claiming a trusted press.
        find(SelfApprovalConfirm.class).single().decide(true, 5000, "");

        String saw = "HELD. " + sawInGerman();
        assertThat(defenceSaw().getElement().getTextRecursively()).isEqualTo(saw);
        assertThat(defenceSaw().getElement().getAttribute("lang")).isNull();
        assertThat(runs.latest(current.get()).orElseThrow().defenceSaw().orElseThrow())
                .as("the record keeps its English prose")
                .startsWith("Saw no click on Confirm at all; the page claimed event.isTrusted=true, held 5000 ms");

        navigate(SelfApprovalLabView.class);
        assertThat(defenceSaw().getElement().getTextRecursively())
                .as("read from the records")
                .isEqualTo(saw);

        // The script's report, as the page hands it on from the browser.
        runs.agentDid(
                runs.latest(current.get()).orElseThrow(),
                AgentCapability.reported("{\"report\":\"read-and-clicked\",\"typed\":\"ada@example.org\"}"));
        navigate(SelfApprovalLabView.class);
        assertThat(find(Paragraph.class).id("agent-did").getText())
                .isEqualTo(texts.getTranslation(
                        "selfapproval.agent-report.read-and-clicked",
                        german,
                        "ada@example.org",
                        "pointerdown",
                        "click()"));

        // A new run, closed by a person's change of a picker before anything reached its defence.
        test(find(Button.class).id("run-agent")).click();
        test(capability()).selectItem("reads-page");
        String why = texts.getTranslation(
                "selfapproval.closed-why.picker",
                german,
                texts.getTranslation("selfapproval.closed.capability", german),
                "reads-page");
        assertThat(find(Paragraph.class).id("self-approval-run").getText())
                .endsWith(texts.getTranslation("selfapproval.state.closed", german, why));

        // The same records, read by a page in Arabic.
        Locale arabic = Language.ARABIC.locale();
        UI.getCurrent().setLocale(arabic);
        UI.getCurrent().setDirection(Direction.RIGHT_TO_LEFT);
        navigate(SelfApprovalLabView.class);
        String whyInArabic = texts.getTranslation(
                "selfapproval.closed-why.picker",
                arabic,
                texts.getTranslation("selfapproval.closed.capability", arabic),
                Texts.isolate("reads-page"));
        assertThat(find(Paragraph.class).id("self-approval-run").getText())
                .endsWith(texts.getTranslation("selfapproval.state.closed", arabic, whyInArabic))
                .doesNotContain("was changed");
    }

    @Test
    void anAcceptedPressSaysTheDefencesWordsThenTheDecisionsResultMarkedEnglish() {
        Locale arabic = Language.ARABIC.locale();
        UI.getCurrent().setLocale(arabic);
        UI.getCurrent().setDirection(Direction.RIGHT_TO_LEFT);
        navigate(SelfApprovalLabView.class);
        test(find(Button.class).id("run-agent")).click();
        find(SelfApprovalConfirm.class).single().decide(true, 5000, "");

        String line = defenceSaw().getElement().getTextRecursively();
        String accepted = texts.getTranslation(
                "selfapproval.defence.accepted",
                arabic,
                texts.getTranslation(
                        "selfapproval.defence.actor.script",
                        arabic,
                        texts.getTranslation(
                                "selfapproval.defence.actor.agent-script", arabic, Texts.isolate("script-click")),
                        texts.getTranslation("selfapproval.defence.actor.sent", arabic)),
                Texts.isolate("none"));
        assertThat(line).startsWith("BROKEN. ").contains(accepted).doesNotContain("Decided by", "Saw ");
        // What the decision did is the tool's answer, kept in English and marked so inside the Arabic line.
        assertThat(defenceSaw()
                        .getChildren()
                        .filter(part -> "en".equals(part.getElement().getAttribute("lang"))))
                .singleElement()
                .satisfies(said -> assertThat(line).endsWith(said.getElement().getText()));
    }

    private String sawInGerman() {
        Locale german = Locale.GERMAN;
        String saw = texts.getTranslation(
                "selfapproval.defence.saw",
                german,
                texts.getTranslation("selfapproval.defence.saw.no-click", german),
                "event.isTrusted=true",
                "5000",
                "");
        String actor = texts.getTranslation(
                "selfapproval.defence.actor.script",
                german,
                texts.getTranslation("selfapproval.defence.actor.agent-script", german, "script-click"),
                texts.getTranslation("selfapproval.defence.actor.sent", german));
        return saw + " "
                + texts.getTranslation(
                        "selfapproval.defence.refused",
                        german,
                        actor,
                        "trusted-event",
                        texts.getTranslation("selfapproval.defence.refused.untrusted", german));
    }

    private Paragraph defenceSaw() {
        return find(Paragraph.class).id("defence-saw");
    }

    @SuppressWarnings("unchecked")
    private Select<Object> defence() {
        return find(Select.class).id("defence");
    }

    @SuppressWarnings("unchecked")
    private Select<Object> capability() {
        return find(Select.class).id("agent-capability");
    }
}
