package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import java.time.Duration;
import java.util.stream.Stream;
import org.consentlab.TestClock;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditRecord;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.ui.EditPreview;
import org.consentlab.payment.Order;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.ToolResult;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * Edit before approving: the edited call is checked by the schema and the policy ladder again,
 * runs with exactly the edited arguments, tells the agent what ran, and the audit keeps both.
 */
@SpringBootTest
@Import(TestClock.Config.class)
class EditBeforeApprovingTest extends DecisionTestSupport {

    private static final String REFUND_40 = "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}";

    @Autowired
    ConsentControls controls;

    @Test
    void anEditedRefundRunsWithExactlyTheEditedAmountAndTheAuditKeepsBoth() {
        ToolResult asked = agent("refund_order", REFUND_40, null);
        Gate gate = gateOf(asked);
        assertThat(gate.requiredDecision()).isEqualTo(RequiredDecision.EXPLICIT_CONSENT);
        assertThat(tool(gate).editableFields(gate)).containsExactly("amountCents");
        var edited = json("{\"orderId\":\"ORD-1043\",\"amountCents\":3000}");
        EditPreview preview = tool(gate).consequenceFor(gate, edited);
        assertThat(preview.valid()).isTrue();
        assertThat(preview.text()).startsWith("Refund €30.00 of order ORD-1043");

        String done = tool(gate).confirmEdited(personEditing(gate, edited), edited);

        assertThat(done)
                .isEqualTo("REFUNDED €30.00 instead of €40.00 of order ORD-1043: the person edited the amount.");
        assertThat(finalText(asked)).isEqualTo(done);
        assertThat(wireOf(sandbox)).containsExactly("POST /api/orders/ORD-1043/refund?amountCents=3000");
        Order order = payments.order(sandbox, "ORD-1043").orElseThrow();
        assertThat(order.refundedCents()).isEqualTo(3000);
        assertThat(order.status()).isEqualTo(Order.PAID);
        AuditRecord decision = audit.records(sandbox).stream()
                .filter(r -> r.event() == AuditEvent.DECISION)
                .filter(r -> "approved".equals(r.decision()))
                .findFirst()
                .orElseThrow();
        assertThat(decision.result())
                .contains("asked {\"orderId\":\"ORD-1043\",\"amountCents\":4000}")
                .contains("approved {\"orderId\":\"ORD-1043\",\"amountCents\":3000}");
        assertThat(decision.maskedArgs()).contains("4000");
    }

    @Test
    void anEditAcrossTheThresholdWaitsForAnApproverWhoApprovesTheEditedCall() {
        ToolResult asked = agent("refund_order", REFUND_40, null);
        Gate gate = gateOf(asked);
        var edited = json("{\"orderId\":\"ORD-1043\",\"amountCents\":6000}");
        assertThat(tool(gate).consequenceFor(gate, edited).required()).isEqualTo(RequiredDecision.APPROVAL_OUTSIDE_RUN);

        String consent = tool(gate).confirmEdited(personEditing(gate, edited), edited);

        assertThat(consent).startsWith("CONSENT RECORDED");
        Gate waiting = fresh(gate);
        assertThat(waiting.requiredDecision()).isEqualTo(RequiredDecision.APPROVAL_OUTSIDE_RUN);
        assertThat(waiting.awaitingApprover()).isTrue();
        assertThat(waiting.consequence()).startsWith("Refund €60.00 of order ORD-1043");
        assertThat(gates.awaitingApproval()).extracting(Gate::id).contains(gate.id());
        assertThat(wireOf(sandbox)).isEmpty();

        Component card = controls.approverCard(waiting, approversBrowser, text -> {});
        assertThat(textOf(card, "approval-consequence")).startsWith("Refund €60.00 of order ORD-1043");
        assertThat(textOf(card, "approval-args"))
                .isEqualTo(
                        "Arguments (masked): {\"orderId\":\"ORD-1043\","
                                + "\"amountCents\":6000} (edited by the person; the agent asked {\"orderId\":\"ORD-1043\",\"amountCents\":4000})");
        String approved = tool(waiting).confirmApproval(approver(waiting));

        assertThat(approved)
                .isEqualTo("REFUNDED €60.00 instead of €40.00 of order ORD-1043: the person edited the amount.");
        assertThat(wireOf(sandbox)).containsExactly("POST /api/orders/ORD-1043/refund?amountCents=6000");
    }

    @Test
    void anEditTheSchemaOrTheRecordsRefuseChangesNothing() {
        Gate gate = gateOf(agent("refund_order", REFUND_40, null));
        var tooMuch = json("{\"orderId\":\"ORD-1043\",\"amountCents\":20000}");
        var otherOrder = json("{\"orderId\":\"ORD-1042\",\"amountCents\":1000}");
        var notANumber = json("{\"orderId\":\"ORD-1043\",\"amountCents\":\"lots\"}");

        assertThat(tool(gate).consequenceFor(gate, tooMuch).text()).contains("at most €120.00 of order ORD-1043");
        assertThat(tool(gate).consequenceFor(gate, otherOrder).text()).contains("orderId cannot be edited");
        assertThat(tool(gate).consequenceFor(gate, notANumber).valid()).isFalse();
        assertThat(tool(gate).confirmEdited(personEditing(gate, tooMuch), tooMuch))
                .startsWith("Not approved:")
                .endsWith("Nothing was done.");
        assertThat(fresh(gate).pending()).isTrue();
        assertThat(fresh(gate).edited()).isFalse();
        assertThat(wireOf(sandbox)).isEmpty();
    }

    @Test
    void anEditThatComesTooLateTimesTheGateOutAsAskedAndRunsNothing() {
        ToolResult asked = agent("refund_order", REFUND_40, null);
        Gate gate = gateOf(asked);
        clock.advance(Duration.between(gate.createdAt(), gate.expiresAt()).plusSeconds(1));
        var edited = json("{\"orderId\":\"ORD-1043\",\"amountCents\":3000}");

        assertThat(tool(gate).confirmEdited(personEditing(gate, edited), edited))
                .startsWith("This request timed out");
        assertThat(fresh(gate).edited()).isFalse();
        assertThat(finalText(asked)).startsWith("TIMED OUT");
        assertThat(wireOf(sandbox)).isEmpty();
    }

    @Test
    void aPaymentOf900NeedsAnApproverAndItsPayeeAndAmountAreEditable() {
        Gate gate = gateOf(agent("send_payment", "{\"payeeId\":\"PAYEE-1\",\"amountCents\":90000}", null));
        assertThat(gate.requiredDecision()).isEqualTo(RequiredDecision.APPROVAL_OUTSIDE_RUN);
        assertThat(tool(gate).editableFields(gate)).containsExactlyInAnyOrder("amountCents", "payeeId");
        var edited = json("{\"payeeId\":\"PAYEE-2\",\"amountCents\":20000}");

        // An edit never lowers the rung the asked call was armed with.
        assertThat(tool(gate).confirmEdited(personEditing(gate, edited), edited))
                .startsWith("CONSENT RECORDED");
        Gate waiting = fresh(gate);
        String sent = tool(waiting).confirmApproval(approver(waiting));

        assertThat(sent)
                .startsWith("SENT. €200.00 went to Katherine Johnson.")
                .contains("the agent asked for €900.00 to PAYEE-1");
        assertThat(wireOf(sandbox)).containsExactly("POST /api/payments?payeeId=PAYEE-2&amountCents=20000");
        assertThat(payments.sent(sandbox))
                .singleElement()
                .satisfies(p -> assertThat(p.amountCents()).isEqualTo(20000));
    }

    private static String textOf(Component root, String id) {
        return tree(root)
                .filter(c -> c.getId().filter(id::equals).isPresent())
                .findFirst()
                .orElseThrow()
                .getElement()
                .getText();
    }

    private static Stream<Component> tree(Component root) {
        return Stream.concat(Stream.of(root), root.getChildren().flatMap(EditBeforeApprovingTest::tree));
    }
}
