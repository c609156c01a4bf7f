package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.consent.SaidInLanguages.saysItInEveryLanguage;

import com.vaadin.flow.i18n.I18NProvider;
import java.util.List;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.tool.LifecycleRequests;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.UiBehaviour;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Lab 5's gates say their consequence in the reader's language, by key, with amounts written as
 * each language writes money ({@code 120,00 €}, never the English {@code €120.00}); the English
 * record the run and the verdict compare stays as it was written, and the vague confirmation stays
 * vague in every language.
 */
class LifecycleConsequenceLanguagesTest extends LabBrowserlessTest {

    @Autowired
    LifecycleRequests requests;

    @Autowired
    ConsentGates gates;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    I18NProvider texts;

    SandboxId sandbox;

    @BeforeEach
    void newSandbox() {
        sandbox = sandboxes.create();
    }

    @Test
    void aPaymentNamesWhoAndHowMuchAsEachLanguageWritesMoney() {
        Gate gate = play(LifecycleAction.SEND_PAYMENT, UiBehaviour.CORRECT);
        List<String> said = saysItInEveryLanguage(
                texts,
                gate,
                "Send €120.00 to Alan Turing (account GB29 •••• 2681). A sent payment cannot be undone.",
                "consent.consequence.send-payment",
                "12000",
                "Alan Turing",
                "GB29 •••• 2681");
        assertThat(said.getFirst()).contains("120,00\u00a0€").doesNotContain("€120.00");
        assertThat(said.getLast()).contains("120.00").doesNotContain("€120.00");
    }

    @Test
    void aWholeRefundNamesTheOrderItsCustomerAndItsAmount() {
        Gate gate = play(LifecycleAction.REFUND_ORDER, UiBehaviour.CORRECT);
        List<String> said = saysItInEveryLanguage(
                texts,
                gate,
                "Refund order ORD-1042 (Grace Hopper, €49.90) to the customer's card. Only an operator can reverse "
                        + "a refund.",
                "consent.consequence.refund",
                "ORD-1042",
                "Grace Hopper",
                "4990");
        assertThat(said.getFirst()).contains("49,90\u00a0€");
    }

    @Test
    void theAccountDeletionSaysLabFoursWordsAndTheRunKeepsItsEnglish() {
        Gate gate = play(LifecycleAction.DELETE_ACCOUNT, UiBehaviour.CORRECT);
        assertThat(gate.words()).isNotNull();
        saysItInEveryLanguage(
                texts,
                gate,
                gate.consequence(),
                "consent.consequence.delete-account",
                gate.words().arguments().toArray(String[]::new));
        assertThat(gate.consequence()).startsWith("Delete the account of ");
        assertThat(requests.latest(sandbox).orElseThrow().consequence()).isEqualTo(gate.consequence());
    }

    @Test
    void theVagueConfirmationIsAsVagueInEveryLanguageAndTheRunKeepsWhatItShouldHaveSaid() {
        Gate gate = play(LifecycleAction.SEND_PAYMENT, UiBehaviour.VAGUE_CONFIRMATION);
        List<String> said = saysItInEveryLanguage(texts, gate, "Are you sure?", "consent.consequence.vague");
        assertThat(said)
                .allSatisfy(text -> assertThat(text).doesNotContain("120").doesNotContain("Alan Turing"));
        assertThat(requests.latest(sandbox).orElseThrow().consequence()).startsWith("Send €120.00 to Alan Turing");
    }

    private Gate play(LifecycleAction action, UiBehaviour behaviour) {
        long callId = requests.begin(sandbox, "session-1", "/labs/lifecycle", action, behaviour);
        while (requests.step(callId)) {
            // the scripted requester streams its arguments, then sends the call
        }
        return gates.pending(sandbox).stream()
                .filter(g -> (LifecycleRequests.SUBJECT_PREFIX + callId).equals(g.subject()))
                .findFirst()
                .orElseThrow();
    }
}
