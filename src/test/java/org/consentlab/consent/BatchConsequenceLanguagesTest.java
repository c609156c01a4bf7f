package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.consent.PageTree.byId;
import static org.consentlab.consent.PageTree.textOf;
import static org.consentlab.consent.SaidInLanguages.byKey;
import static org.consentlab.consent.SaidInLanguages.saysItInEveryLanguage;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Lab 8's gates say their consequence in the reader's language, by key: each batch row, Approve
 * all's list and the edit's preview write their amounts as the language writes money, and a gate
 * the person edited keeps the edited consequence as words too. The English records stay as written.
 */
class BatchConsequenceLanguagesTest extends LabBrowserlessTest {

    @Autowired
    ToolCallService service;

    @Autowired
    ConsentControls controls;

    @Autowired
    DecisionBatches batches;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ConsentGates gates;

    @Autowired
    I18NProvider texts;

    SandboxId sandbox;
    long refund;
    long payment;
    final List<String> told = new ArrayList<>();

    @BeforeEach
    void lab8sTurn() {
        sandbox = sandboxes.create();
        refund = call("refund_order", "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}");
        payment = call("send_payment", "{\"payeeId\":\"PAYEE-1\",\"amountCents\":90000}");
    }

    @Test
    void theRefundAndThePaymentKeepTheirEnglishAndReadInGermanAndArabic() {
        saysItInEveryLanguage(
                texts,
                gateOf(refund),
                "Refund €40.00 of order ORD-1043 (Ada Lovelace, €120.00) to the customer's card. Only an operator "
                        + "can reverse a refund.",
                "consent.consequence.refund-part",
                "4000",
                "ORD-1043",
                "Ada Lovelace",
                "12000");
        saysItInEveryLanguage(
                texts,
                gateOf(payment),
                "Send €900.00 to Alan Turing (account GB29 •••• 2681). A sent payment cannot be undone.",
                "consent.consequence.send-payment",
                "90000",
                "Alan Turing",
                "GB29 •••• 2681");
    }

    @Test
    void theGermanBatchCardSaysEachRowApproveAllAndTheEditInGerman() {
        card(Locale.GERMAN);
        String row = "batch-item-" + refund;
        String german = byKey(texts, gateOf(refund).words(), Locale.GERMAN);
        assertThat(textOf(row + "-consequence")).isEqualTo(german).contains("40,00\u00a0€", "120,00\u00a0€");
        assertThat(byId(row + "-consequence").getElement().hasAttribute("lang")).isFalse();
        assertThat(textOf("batch-item-" + payment + "-consequence"))
                .isEqualTo(byKey(texts, gateOf(payment).words(), Locale.GERMAN))
                .contains("900,00\u00a0€");
        assertThat(textOf("batch-approve-all-covers-" + refund)).endsWith(german);

        test((Button) byId(row + "-edit")).click();
        ((TextField) byId(row + "-edit-amountCents")).setValue("30");
        assertThat(textOf(row + "-edit-consequence"))
                .startsWith(Texts.money(3000))
                .isEqualTo(texts.getTranslation(
                        "consent.consequence.refund-part",
                        Locale.GERMAN,
                        Texts.money(3000),
                        "ORD-1043",
                        "Ada Lovelace",
                        Texts.money(12000)));
    }

    @Test
    void anEditedGateKeepsTheEditedConsequenceAsWords() {
        card(Locale.GERMAN);
        String row = "batch-item-" + refund;
        test((Button) byId(row + "-edit")).click();
        ((TextField) byId(row + "-edit-amountCents")).setValue("30");
        personClicks(byId(row + "-edit-approve"));

        Gate edited = gateOf(refund);
        assertThat(edited.edited()).isTrue();
        assertThat(edited.status()).as("approved as edited").isEqualTo(GateStatus.APPROVED);
        saysItInEveryLanguage(
                texts,
                edited,
                "Refund €30.00 of order ORD-1043 (Ada Lovelace, €120.00) to the customer's card. Only an operator "
                        + "can reverse a refund.",
                "consent.consequence.refund-part",
                "3000",
                "ORD-1043",
                "Ada Lovelace",
                "12000");
    }

    /**
     * A second refund on the same order, approved after the first, takes the person past their limit:
     * the gate is raised to an approver, its English record says why as before, and its words say the
     * reason after the consequence, in German and in Arabic (the amounts set apart there).
     */
    @Test
    void aRefundRaisedPastThePersonsLimitSaysWhyInTheReadersLanguage() {
        long second = call("refund_order", "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}");
        card(Locale.GERMAN);
        personClicks(byId("batch-item-" + refund + "-approve"));
        personClicks(byId("batch-item-" + second + "-approve"));

        Gate raised = gateOf(second);
        assertThat(raised.requiredDecision()).isEqualTo(RequiredDecision.APPROVAL_OUTSIDE_RUN);
        String why = "Needs an approver: with this €40.00, you alone would have approved €80.00 of refunds on order "
                + "ORD-1043 within 24 hours, above your limit of €50.00.";
        assertThat(raised.consequence()).endsWith(" " + why);
        ConsequenceWords words = raised.words();
        assertThat(words).isNotNull();
        assertThat(words.then()).isNotNull();
        assertThat(words.then().key()).isEqualTo("consent.limit.orderId.hours");
        assertThat(SaidInLanguages.said(raised, Locale.ENGLISH)).isEqualTo(raised.consequence());
        assertThat(byKey(texts, words.then(), Locale.ENGLISH)).isEqualTo(why);
        assertThat(SaidInLanguages.said(raised, Locale.GERMAN))
                .isEqualTo(byKey(texts, words, Locale.GERMAN) + " " + byKey(texts, words.then(), Locale.GERMAN))
                .contains("24 Stunden", "50,00\u00a0€")
                .doesNotContain("Needs an approver");
        assertThat(SaidInLanguages.said(raised, SaidInLanguages.ARABIC))
                .isEqualTo(byKey(texts, words, SaidInLanguages.ARABIC) + " "
                        + byKey(texts, words.then(), SaidInLanguages.ARABIC))
                .contains("\u2068" + SaidInLanguages.moneyIn(SaidInLanguages.ARABIC, 5000) + "\u2069");
    }

    @Test
    void theArabicBatchCardSetsTheIdsApartAndWritesMoneyTheArabicWay() {
        card(SaidInLanguages.ARABIC);
        String said = textOf("batch-item-" + refund + "-consequence");
        assertThat(said)
                .isEqualTo(byKey(texts, gateOf(refund).words(), SaidInLanguages.ARABIC))
                .contains("\u2068ORD-1043\u2069", "\u2068Ada Lovelace\u2069", Texts.money(4000))
                .doesNotContain("€40.00");
    }

    /** The turn's batch card, built as the page builds it in {@code locale}. */
    private void card(Locale locale) {
        UI.getCurrent().setLocale(locale);
        UI.getCurrent().add(controls.batchCard(batches.ofCall(sandbox, refund).orElseThrow(), sandbox, told::add));
    }

    private Gate gateOf(long callId) {
        return gates.all(sandbox).stream()
                .filter(gate -> gate.callId() == callId)
                .findFirst()
                .orElseThrow();
    }

    private long call(String tool, String args) {
        return service.invoke(
                        new ToolCallRequest(sandbox, Channel.MCP, "mcp-agent", tool, args, null, "mcp-words", "/mcp"))
                .callId();
    }
}
