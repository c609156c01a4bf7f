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

/**
 * Lab 8's turn in the batch card: the refund's row edits its amount with the consequence
 * recomputed, and approves exactly the edited call; the payment's row hands over to the approver;
 * Approve all covers the refund only.
 */
class BatchEditTest extends LabBrowserlessTest {

    @Autowired ToolCallService service;
    @Autowired ConsentControls controls;
    @Autowired DecisionBatches batches;
    @Autowired Sandboxes sandboxes;
    @Autowired ConsentGates gates;
    @Autowired WireLog wire;

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

        ((TextField) byId("batch-item-" + refund + "-edit-amountCents")).setValue("3000");
        assertThat(textOf("batch-item-" + refund + "-edit-consequence")).startsWith("Refund €30.00 of ");
        personClicks(byId("batch-item-" + refund + "-edit-approve"));

        assertThat(wire.entries(sandbox)).extracting(WireEntry::request)
                .containsExactly("POST /api/orders/ORD-1043/refund?amountCents=3000");
        assertThat(told).singleElement().asString().contains("€30.00 instead of €40.00");
        // The answered row, as the page builds it anew, shows the arguments that ran beside those the agent asked.
        UI.getCurrent().removeAll();
        UI.getCurrent().add(controls.batchCard(batches.ofCall(sandbox, refund).orElseThrow(), sandbox, told::add));
        assertThat(textOf("batch-item-" + refund + "-args")).startsWith("Arguments (masked): {\"orderId\":\"ORD-1043\","
                + "\"amountCents\":3000} (edited by the person; the agent asked {\"orderId\":\"ORD-1043\",\"amountCents\":4000})");
        assertThat(state(payment)).isEqualTo(DecisionBatch.State.PENDING);
        assertThat(state(delete)).isEqualTo(DecisionBatch.State.PENDING);
    }

    @Test
    void theFieldsAreLabelledInThePersonsWordsWithTheRangeTheSchemaAccepts() {
        TextField refundAmount = (TextField) byId("batch-item-" + refund + "-edit-amountCents");
        assertThat(refundAmount.getLabel()).isEqualTo("Amount to refund (euro cents)");
        assertThat(refundAmount.getHelperText()).contains("3000 is €30.00").contains("1 to 10000000 (€0.01 to "
                + "€100000.00)").contains("at most what is still paid").contains("Empty refunds the whole order");
        TextField paymentAmount = (TextField) byId("batch-item-" + payment + "-edit-amountCents");
        assertThat(paymentAmount.getLabel()).isEqualTo("Amount to send (euro cents)");
        assertThat(paymentAmount.getHelperText()).contains("1 to 500000 (€0.01 to €5000.00)");
        assertThat(((TextField) byId("batch-item-" + payment + "-edit-payeeId")).getLabel()).isEqualTo("Payee");

        // The range said is the one the schema checks: its top is accepted, one cent more is refused.
        paymentAmount.setValue("500000");
        assertThat(textOf("batch-item-" + payment + "-edit-consequence")).startsWith("Send €5000.00 to ");
        paymentAmount.setValue("500001");
        assertThat(textOf("batch-item-" + payment + "-edit-consequence")).startsWith("Cannot run as edited:")
                .contains("amountCents");
    }

    @Test
    void theOpenEditComesRightAfterItsEditButtonAndBeforeReasonAndReject() {
        String row = "batch-item-" + refund;
        test((Button) byId(row + "-edit")).click();

        assertThat(PageTree.idsUnder(row)).containsSubsequence(row + "-approve", row + "-edit", row + "-edit-panel",
                row + "-edit-amountCents", row + "-edit-approve", row + "-edit-cancel", row + "-reason", row + "-reject");
    }

    @Test
    void cancelEditClosesTheEditWithTheAskedAmountBackAndDecidesNothing() {
        String row = "batch-item-" + refund;
        test((Button) byId(row + "-edit")).click();
        ((TextField) byId(row + "-edit-amountCents")).setValue("3000");

        test((Button) byId(row + "-edit-cancel")).click();

        assertThat(byId(row + "-edit-panel").isVisible()).isFalse();
        assertThat(byId(row + "-edit").getElement().getAttribute("aria-expanded")).isEqualTo("false");
        assertThat(((TextField) byId(row + "-edit-amountCents")).getValue()).isEqualTo("4000");
        assertThat(textOf(row + "-edit-consequence")).startsWith("Refund €40.00 of ");
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(state(refund)).isEqualTo(DecisionBatch.State.PENDING);
    }

    @Test
    void anEditAboveTheThresholdSaysItNeedsTheApproverAndRunsNothingYet() {
        ((TextField) byId("batch-item-" + refund + "-edit-amountCents")).setValue("6000");
        assertThat(textOf("batch-item-" + refund + "-edit-rung")).contains("approval outside the run")
                .contains("an approver decides at /approvals");

        personClicks(byId("batch-item-" + refund + "-edit-approve"));

        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(state(refund)).isEqualTo(DecisionBatch.State.AWAITING_APPROVER);
        assertThat(batches.ofCall(sandbox, refund).orElseThrow().item(refund).orElseThrow().rung())
                .isEqualTo(RequiredDecision.APPROVAL_OUTSIDE_RUN);
    }

    @Test
    void aFieldTheSchemaRefusesIsNamedAndApprovesNothing() {
        ((TextField) byId("batch-item-" + refund + "-edit-amountCents")).setValue("lots");
        assertThat(textOf("batch-item-" + refund + "-edit-consequence")).startsWith("Cannot run as edited:")
                .contains("amountCents");

        personClicks(byId("batch-item-" + refund + "-edit-approve"));

        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(state(refund)).isEqualTo(DecisionBatch.State.PENDING);
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

        assertThat(wire.entries(sandbox)).extracting(WireEntry::request)
                .containsExactly("POST /api/orders/ORD-1043/refund?amountCents=4000");
        assertThat(state(payment)).isEqualTo(DecisionBatch.State.PENDING);
        assertThat(state(delete)).isEqualTo(DecisionBatch.State.PENDING);
    }

    private DecisionBatch.State state(long callId) {
        return batches.ofCall(sandbox, callId).orElseThrow().item(callId).orElseThrow().state();
    }

    private long call(String tool, String args) {
        return service.invoke(new ToolCallRequest(sandbox, Channel.MCP, "mcp-agent", tool, args, null, "mcp-edit",
                "/mcp")).callId();
    }
}
