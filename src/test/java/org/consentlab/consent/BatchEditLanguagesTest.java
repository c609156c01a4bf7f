package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.consent.PageTree.byId;
import static org.consentlab.consent.PageTree.textOf;

import com.vaadin.flow.component.Direction;
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
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Lab 8's edit of an amount in German and Arabic: the fields' labels and what they accept from the
 * bundles (the limits written as the language writes money), the asked amount written as the
 * language writes it, an amount typed the language's way read as the same cents, and one that
 * cannot be read refused by key while the field keeps exactly what was typed.
 */
class BatchEditLanguagesTest extends LabBrowserlessTest {

    @Autowired
    ToolCallService service;

    @Autowired
    ConsentControls controls;

    @Autowired
    DecisionBatches batches;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    WireLog wire;

    @Autowired
    I18NProvider texts;

    final List<String> told = new ArrayList<>();

    @Test
    void germanReadsItsCommaAndKeepsAnUnreadableAmountAsTyped() {
        Locale german = Locale.GERMAN;
        UI.getCurrent().setLocale(german);
        SandboxId sandbox = sandboxes.create();
        long refund = call(sandbox, "refund_order", "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}");
        UI.getCurrent().add(controls.batchCard(batches.ofCall(sandbox, refund).orElseThrow(), sandbox, told::add));
        TextField amount = (TextField) byId("batch-item-" + refund + "-edit-amountCents");

        assertThat(amount.getLabel()).isEqualTo(texts.getTranslation("edit.refund.label", german));
        assertThat(amount.getValue()).as("4000 cents as German writes them").isEqualTo("40,00");
        assertThat(amount.getHelperText())
                .isEqualTo(texts.getTranslation(
                        "edit.amount.allowed",
                        german,
                        "30",
                        "30,50",
                        "0,01\u00a0€",
                        "100000,00\u00a0€",
                        texts.getTranslation("edit.refund.allowed", german)));

        amount.setValue("30,505");
        assertThat(amount.getValue()).as("nothing typed is lost").isEqualTo("30,505");
        assertThat(textOf("batch-item-" + refund + "-edit-consequence"))
                .isEqualTo(texts.getTranslation(
                        "consent.batch.edit.cannot",
                        german,
                        amount.getLabel() + ": " + texts.getTranslation("edit.amount.too-precise", german, "0,01")));
        assertThat(((Button) byId("batch-item-" + refund + "-edit-approve")).isEnabled())
                .isFalse();

        amount.setValue("30,50");
        assertThat(((Button) byId("batch-item-" + refund + "-edit-approve")).isEnabled())
                .isTrue();
        amount.setValue("30.50");
        assertThat(((Button) byId("batch-item-" + refund + "-edit-approve")).isEnabled())
                .as("the plain 30.50 is read too")
                .isTrue();
        personClicks(byId("batch-item-" + refund + "-edit-approve"));
        assertThat(wire.entries(sandbox))
                .extracting(entry -> entry.request())
                .containsExactly("POST /api/orders/ORD-1043/refund?amountCents=3050");
    }

    @Test
    void arabicReadsItsOwnDigitsAndSaysWhyAnAmountIsRefused() {
        Locale arabic = Language.ARABIC.locale();
        UI.getCurrent().setLocale(arabic);
        UI.getCurrent().setDirection(Direction.RIGHT_TO_LEFT);
        SandboxId sandbox = sandboxes.create();
        long payment = call(sandbox, "send_payment", "{\"payeeId\":\"PAYEE-1\",\"amountCents\":90000}");
        long refund = call(sandbox, "refund_order", "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}");
        UI.getCurrent().add(controls.batchCard(batches.ofCall(sandbox, refund).orElseThrow(), sandbox, told::add));
        TextField amount = (TextField) byId("batch-item-" + payment + "-edit-amountCents");
        TextField payee = (TextField) byId("batch-item-" + payment + "-edit-payeeId");

        assertThat(amount.getLabel()).isEqualTo(texts.getTranslation("edit.payment.label", arabic));
        assertThat(payee.getLabel()).isEqualTo(texts.getTranslation("edit.payee.label", arabic));
        assertThat(payee.getHelperText())
                .isEqualTo(texts.getTranslation(
                        "edit.payee.allowed", arabic, Texts.isolate("PAYEE-"), Texts.isolate("PAYEE-1")));
        assertThat(amount.getHelperText()).doesNotContain("In euros", "€0.01");

        amount.setValue("abc");
        assertThat(amount.getValue()).isEqualTo("abc");
        assertThat(textOf("batch-item-" + payment + "-edit-consequence"))
                .contains(texts.getTranslation(
                        "edit.amount.malformed",
                        arabic,
                        Texts.isolate("30"),
                        Texts.isolate("30.50"),
                        Texts.isolate(Texts.money(3000))));

        TextField refundAmount = (TextField) byId("batch-item-" + refund + "-edit-amountCents");
        refundAmount.setValue("٣٠٫٥٠");
        assertThat(refundAmount.getValue()).isEqualTo("٣٠٫٥٠");
        assertThat(((Button) byId("batch-item-" + refund + "-edit-approve")).isEnabled())
                .isTrue();
        personClicks(byId("batch-item-" + refund + "-edit-approve"));
        assertThat(wire.entries(sandbox))
                .extracting(entry -> entry.request())
                .containsExactly("POST /api/orders/ORD-1043/refund?amountCents=3050");
    }

    private long call(SandboxId sandbox, String tool, String args) {
        return service.invoke(
                        new ToolCallRequest(sandbox, Channel.MCP, "mcp-agent", tool, args, null, "mcp-edit", "/mcp"))
                .callId();
    }
}
