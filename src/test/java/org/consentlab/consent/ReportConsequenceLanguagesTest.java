package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.consent.PageTree.byId;
import static org.consentlab.consent.PageTree.textOf;
import static org.consentlab.consent.SaidInLanguages.byKey;
import static org.consentlab.consent.SaidInLanguages.saysItInEveryLanguage;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.List;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.report.ReportToolNames;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolResult;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Lab 6's gates say their consequence in the reader's language, by key: the archive (and the
 * wrong-row design's vague question), the customer export with its count in each language's plural,
 * and the handoff, which names the card's own Submit button in each language. The English record,
 * which the agent and the audit read, stays as it was written.
 */
class ReportConsequenceLanguagesTest extends LabBrowserlessTest {

    @Autowired
    ToolCallService service;

    @Autowired
    ConsentGates gates;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    FailureModes modes;

    @Autowired
    ConsentControls controls;

    @Autowired
    I18NProvider texts;

    SandboxId sandbox;

    @BeforeEach
    void newSandbox() {
        sandbox = sandboxes.create();
    }

    @Test
    void anArchiveNamesItsReportInEveryLanguage() {
        Gate gate = ask(ReportToolNames.ARCHIVE, "{\"reportId\":\"RPT-31\"}");
        saysItInEveryLanguage(
                texts,
                gate,
                "Archive report RPT-31 'Q3 revenue' (owner Ada Lovelace). It leaves the active list; only an "
                        + "operator can restore it.",
                "consent.consequence.archive-report",
                "RPT-31",
                "Q3 revenue",
                "Ada Lovelace");
    }

    @Test
    void theWrongRowDesignAsksItsVagueQuestionInEveryLanguage() {
        modes.set(sandbox, FailureMode.WRONG_ROW, true);
        Gate gate = ask(ReportToolNames.ARCHIVE, "{\"reportId\":\"RPT-29\"}");
        List<String> said = saysItInEveryLanguage(
                texts, gate, "Archive the selected report?", "consent.consequence.archive-unidentified");
        assertThat(said).allSatisfy(text -> assertThat(text).doesNotContain("RPT"));
    }

    @Test
    void theCustomerExportCountsItsCustomersInEachLanguagesPlural() {
        Gate gate = ask(ReportToolNames.EXPORT_CUSTOMERS, "{\"reason\":\"follow-up\"}");
        List<String> said = saysItInEveryLanguage(
                texts,
                gate,
                "Share the customer list (3 customers: names and emails) with the agent. Once shared, it cannot "
                        + "be taken back.",
                "consent.consequence.export-customers",
                "3");
        assertThat(gate.words().forms()).containsExactly(ConsequenceWords.Form.NUMBER);
        assertThat(said.getFirst()).contains("3 Kunden");
        // Arabic counts three with its "few" form: the number and the plural noun, never the English.
        assertThat(said.getLast()).contains("3 عملاء");
    }

    @Test
    void theHandoffNamesTheCardsOwnSubmitButtonInEachLanguage() {
        Gate gate = ask(ReportToolNames.SUBMIT_EXPORT, "{\"format\":\"csv\"}");
        List<String> said = saysItInEveryLanguage(
                texts,
                gate,
                "Submit the customer export as CSV yourself: type the one-time code and press Submit export. The "
                        + "agent cannot do this step.",
                "consent.consequence.submit-export",
                "CSV");
        assertThat(said.getFirst()).contains(texts.getTranslation("consent.handoff.submit", Locale.GERMAN));
        assertThat(said.getLast()).contains(texts.getTranslation("consent.handoff.submit", SaidInLanguages.ARABIC));
    }

    @Test
    void theApprovalAndHandoffCardsSayTheirConsequenceInTheReadersLanguage() {
        Gate archive = ask(ReportToolNames.ARCHIVE, "{\"reportId\":\"RPT-31\"}");
        Gate handoff = ask(ReportToolNames.SUBMIT_EXPORT, "{\"format\":\"xlsx\"}");
        for (Locale locale : new Locale[] {Locale.GERMAN, SaidInLanguages.ARABIC}) {
            UI.getCurrent().removeAll();
            UI.getCurrent().setLocale(locale);
            UI.getCurrent().add(controls.approvalCard(archive, sandbox, told -> {}));
            UI.getCurrent().add(controls.approvalCard(handoff, sandbox, told -> {}));
            assertThat(textOf("approval-description")).isEqualTo(byKey(texts, archive.words(), locale));
            assertThat(textOf("handoff-description"))
                    .isEqualTo(byKey(texts, handoff.words(), locale))
                    .contains("XLSX");
            assertThat(byId("approval-description").getElement().hasAttribute("lang"))
                    .isFalse();
        }
    }

    private Gate ask(String tool, String args) {
        ToolResult asked = service.invoke(new ToolCallRequest(
                sandbox, Channel.SIMULATED_AGENT, "simulated-agent", tool, args, null, "session-1", "/labs/reports"));
        assertThat(asked.text()).startsWith(tool.equals(ReportToolNames.SUBMIT_EXPORT) ? "WAITING" : "PENDING");
        return gates.pending(sandbox).stream()
                .filter(gate -> gate.callId() == asked.callId())
                .findFirst()
                .orElseThrow();
    }
}
