package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.consent.PageTree.byId;
import static org.consentlab.consent.PageTree.textOf;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.textfield.TextField;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Lab 8's turn in the batch card: the refund's row edits its amount with the consequence
 * recomputed, and approves exactly the edited call; the payment's row hands over to the approver;
 * Approve all covers the refund only.
 */
class BatchEditTest extends LabBrowserlessTest {

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
    WireLog wire;

    @Autowired
    JdbcClient jdbc;

    SandboxId sandbox;
    long refund;
    long payment;
    long delete;
    final List<String> told = new ArrayList<>();

    @BeforeEach
    void lab8sTurn() {
        sandbox = sandboxes.create();
        refund = call("refund_order", "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}");
        payment = call("send_payment", "{\"payeeId\":\"PAYEE-1\",\"amountCents\":90000}");
        delete = call("delete_account", "{}");
        UI.getCurrent().add(controls.batchCard(batches.ofCall(sandbox, refund).orElseThrow(), sandbox, told::add));
    }

    @Test
    void theRefundIsEditedDownWithItsConsequenceRecomputedAndExactlyTheEditedCallRuns() {
        test((Button) byId("batch-item-" + refund + "-edit")).click();
        assertThat(textOf("batch-item-" + refund + "-edit-consequence")).startsWith("Refund €40.00 of ");

        ((TextField) byId("batch-item-" + refund + "-edit-amountCents")).setValue("30");
        assertThat(textOf("batch-item-" + refund + "-edit-consequence")).startsWith("Refund €30.00 of ");
        personClicks(byId("batch-item-" + refund + "-edit-approve"));

        assertThat(wire.entries(sandbox))
                .extracting(WireEntry::request)
                .containsExactly("POST /api/orders/ORD-1043/refund?amountCents=3000");
        assertThat(told).singleElement().asString().contains("€30.00 instead of €40.00");
        // The answered row, as the page builds it anew, shows the arguments that ran beside those the agent asked.
        UI.getCurrent().removeAll();
        UI.getCurrent().add(controls.batchCard(batches.ofCall(sandbox, refund).orElseThrow(), sandbox, told::add));
        assertThat(textOf("batch-item-" + refund + "-args"))
                .startsWith(
                        "Arguments (masked): {\"orderId\":\"ORD-1043\","
                                + "\"amountCents\":3000} (edited by the person; the agent asked {\"orderId\":\"ORD-1043\",\"amountCents\":4000})");
        assertThat(state(payment)).isEqualTo(DecisionBatch.State.PENDING);
        assertThat(state(delete)).isEqualTo(DecisionBatch.State.PENDING);
    }

    @Test
    void theFieldsAreLabelledInThePersonsWordsWithTheRangeTheSchemaAccepts() {
        TextField refundAmount = (TextField) byId("batch-item-" + refund + "-edit-amountCents");
        assertThat(refundAmount.getLabel()).isEqualTo("Amount to refund (euros)");
        assertThat(refundAmount.getValue()).as("the asked 4000 cents, in euros").isEqualTo("40.00");
        assertThat(refundAmount.getHelperText())
                .contains("In euros, like 30 or 30.50")
                .contains("from €0.01 to " + "€100000.00")
                .contains("at most what is still paid")
                .contains("Empty refunds the whole order");
        TextField paymentAmount = (TextField) byId("batch-item-" + payment + "-edit-amountCents");
        assertThat(paymentAmount.getLabel()).isEqualTo("Amount to send (euros)");
        assertThat(paymentAmount.getHelperText()).contains("from €0.01 to €5000.00");
        assertThat(((TextField) byId("batch-item-" + payment + "-edit-payeeId")).getLabel())
                .isEqualTo("Payee");

        // The range said is the one the schema checks: its top is accepted, one cent more is refused.
        paymentAmount.setValue("€5,000.00");
        assertThat(textOf("batch-item-" + payment + "-edit-consequence")).startsWith("Send €5000.00 to ");
        paymentAmount.setValue("5000.01");
        assertThat(textOf("batch-item-" + payment + "-edit-consequence"))
                .isEqualTo("Cannot run as edited: Amount to " + "send (euros): From €0.01 to €5000.00.");
        assertThat(((Button) byId("batch-item-" + payment + "-edit-approve")).isEnabled())
                .isFalse();
    }

    @Test
    void theOpenEditComesRightAfterItsEditButtonAndBeforeReasonAndReject() {
        String row = "batch-item-" + refund;
        test((Button) byId(row + "-edit")).click();

        assertThat(PageTree.idsUnder(row))
                .containsSubsequence(
                        row + "-approve",
                        row + "-edit",
                        row + "-edit-panel",
                        row + "-edit-amountCents",
                        row + "-edit-approve",
                        row + "-edit-cancel",
                        row + "-reason",
                        row + "-reject");
    }

    @Test
    void cancelEditClosesTheEditWithTheAskedAmountBackAndDecidesNothing() {
        String row = "batch-item-" + refund;
        test((Button) byId(row + "-edit")).click();
        ((TextField) byId(row + "-edit-amountCents")).setValue("30");

        test((Button) byId(row + "-edit-cancel")).click();

        assertThat(byId(row + "-edit-panel").isVisible()).isFalse();
        assertThat(byId(row + "-edit").getElement().getAttribute("aria-expanded"))
                .isEqualTo("false");
        assertThat(((TextField) byId(row + "-edit-amountCents")).getValue()).isEqualTo("40.00");
        assertThat(textOf(row + "-edit-consequence")).startsWith("Refund €40.00 of ");
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(state(refund)).isEqualTo(DecisionBatch.State.PENDING);
    }

    @Test
    void anEditAboveTheThresholdSaysItNeedsTheApproverAndRunsNothingYet() {
        ((TextField) byId("batch-item-" + refund + "-edit-amountCents")).setValue("60");
        assertThat(textOf("batch-item-" + refund + "-edit-rung"))
                .contains("approval outside the run")
                .contains("an approver decides at /approvals");

        personClicks(byId("batch-item-" + refund + "-edit-approve"));

        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(state(refund)).isEqualTo(DecisionBatch.State.AWAITING_APPROVER);
        assertThat(batches.ofCall(sandbox, refund)
                        .orElseThrow()
                        .item(refund)
                        .orElseThrow()
                        .rung())
                .isEqualTo(RequiredDecision.APPROVAL_OUTSIDE_RUN);
    }

    @Test
    void anAmountThatCannotBeReadIsNamedDisablesApproveAsEditedAndApprovesNothing() {
        Button approveEdited = (Button) byId("batch-item-" + refund + "-edit-approve");
        for (String typed : List.of("lots", "30.505", "-5", "0", "30,5")) {
            ((TextField) byId("batch-item-" + refund + "-edit-amountCents")).setValue(typed);
            assertThat(textOf("batch-item-" + refund + "-edit-consequence"))
                    .as(typed)
                    .startsWith("Cannot run as edited: Amount to refund (euros): ");
            assertThat(approveEdited.isEnabled()).as(typed).isFalse();
        }

        personClicks(approveEdited); // a click that reaches the server anyway

        assertThat(told).singleElement().asString().startsWith("Not approved: Amount to refund (euros): ");
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(state(refund)).isEqualTo(DecisionBatch.State.PENDING);
    }

    @Test
    void approveAsEditedIsEnabledAgainOnceARefusedEditIsValid() {
        String row = "batch-item-" + refund;
        test((Button) byId(row + "-edit")).click();
        TextField amount = (TextField) byId(row + "-edit-amountCents");
        Button approveEdited = (Button) byId(row + "-edit-approve");
        amount.setValue("100");
        assertThat(approveEdited.isEnabled()).isTrue();
        // Before the click, €30.00 of ORD-1043 went back elsewhere: €100.00 is more than is still paid.
        jdbc.sql("UPDATE shop_order SET refunded_cents = 3000 WHERE sandbox_id = ? AND id = 'ORD-1043'")
                .param(sandbox.value())
                .update();
        test(approveEdited).click(); // the browser's click, which disables the button until the server answers
        personClicks(approveEdited);
        assertThat(told).last().asString().startsWith("Not approved: amountCents: at most €90.00");
        assertThat(approveEdited.isEnabled()).as("€100.00 still cannot run").isFalse();

        amount.setValue("50");

        assertThat(approveEdited.isEnabled())
                .as("enabled again without reopening the row")
                .isTrue();
        personClicks(approveEdited);
        assertThat(wire.entries(sandbox))
                .extracting(WireEntry::request)
                .containsExactly("POST /api/orders/ORD-1043/refund?amountCents=5000");
    }

    @Test
    void thePaymentTakesThePersonsConsentAndHandsOverToTheApprover() {
        assertThat(textOf("batch-item-" + payment + "-approve")).isEqualTo("Give my consent");
        assertThat(byId("batch-item-" + payment + "-approvals")).isNotNull();
        assertThat(byId("batch-item-" + delete + "-edit")).isNull();

        personClicks(byId("batch-item-" + payment + "-approve"));

        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(state(payment)).isEqualTo(DecisionBatch.State.AWAITING_APPROVER);
        assertThat(gates.awaitingApproval()).extracting(Gate::callId).contains(payment);
    }

    @Test
    void approveAllCoversTheRefundOnlyNeverThePaymentOrTheDelete() {
        assertThat(byId("batch-approve-all-covers-" + refund)).isNotNull();
        assertThat(byId("batch-approve-all-covers-" + payment)).isNull();
        assertThat(byId("batch-approve-all-covers-" + delete)).isNull();

        personClicks(byId("batch-approve-all"));

        assertThat(wire.entries(sandbox))
                .extracting(WireEntry::request)
                .containsExactly("POST /api/orders/ORD-1043/refund?amountCents=4000");
        assertThat(state(payment)).isEqualTo(DecisionBatch.State.PENDING);
        assertThat(state(delete)).isEqualTo(DecisionBatch.State.PENDING);
    }

    private DecisionBatch.State state(long callId) {
        return batches.ofCall(sandbox, callId)
                .orElseThrow()
                .item(callId)
                .orElseThrow()
                .state();
    }

    private long call(String tool, String args) {
        return service.invoke(
                        new ToolCallRequest(sandbox, Channel.MCP, "mcp-agent", tool, args, null, "mcp-edit", "/mcp"))
                .callId();
    }
}
