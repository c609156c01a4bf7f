package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.consent.PageTree.byId;
import static org.consentlab.consent.PageTree.textOf;
import static org.consentlab.consent.SaidInLanguages.byKey;
import static org.consentlab.consent.SaidInLanguages.saysItInEveryLanguage;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Lab 7's gate says the account deletion's consequence in the reader's language, on its own Confirm
 * card too, by key; the record keeps the English Lab 4 writes.
 */
class SelfApprovalConsequenceLanguagesTest extends LabBrowserlessTest {

    @Autowired
    SelfApprovalRuns runs;

    @Autowired
    ConsentControls controls;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    I18NProvider texts;

    @Test
    void theConfirmCardSaysTheDeletionInGermanAndArabic() {
        SandboxId sandbox = sandboxes.create();
        runs.request(sandbox, "session-1", "/labs/self-approval", ConfirmDefence.NONE, AgentCapability.SCRIPT_CLICK);
        Gate gate = runs.latest(sandbox).orElseThrow().gate();
        assertThat(gate.consequence()).startsWith("Delete the account of ").endsWith("This cannot be undone.");
        saysItInEveryLanguage(
                texts,
                gate,
                gate.consequence(),
                "consent.consequence.delete-account",
                gate.words().arguments().toArray(String[]::new));

        for (Locale locale : new Locale[] {Locale.GERMAN, SaidInLanguages.ARABIC}) {
            UI.getCurrent().removeAll();
            UI.getCurrent().setLocale(locale);
            UI.getCurrent().add(controls.selfApprovalCard(gate, sandbox, line -> {}));
            assertThat(textOf("self-approval-consequence")).isEqualTo(byKey(texts, gate.words(), locale));
            assertThat(byId("self-approval-consequence").getElement().hasAttribute("lang"))
                    .isFalse();
        }
    }
}
