package org.consentlab.consent.tool;

import java.util.List;
import java.util.Optional;
import org.consentlab.consent.Gate;
import org.consentlab.consent.ui.EditField;
import org.consentlab.i18n.Phrase;
import org.consentlab.payment.Money;
import org.consentlab.payment.Payments;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.springframework.context.annotation.Bean;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;

/**
 * {@code send_payment} as every agent reaches it from the registry, with Lab 5's schema and change
 * code and a gate of its own per call. A sent payment cannot be called back, so the person agrees
 * to a text naming who and how much; and once what the person alone has paid that payee in the
 * window, this call included, is above {@link #APPROVER_ABOVE_CENTS} (€500.00, {@link ApproverLimits}),
 * it is no longer small enough for them alone to bear: an approver outside the run must approve too. Lab 5 plays its own send_payment under its own rule and keeps it. The person may
 * edit the amount and the payee before approving.
 */
@Service
class AgentPayment extends ArgumentBoundTool {

    /** Payments to one payee above this many euro cents (€500.00) need an approver as well as the person. */
    static final int APPROVER_ABOVE_CENTS = ApproverLimits.PAYMENT_PER_PAYEE_CENTS;

    static final ToolDeclaration DECLARATION = SendPayment.DECLARATION.servedWith(
            " Above " + Money.euros(APPROVER_ABOVE_CENTS) + " an approver outside the run must approve as well.",
            "{\"payeeId\":\"PAYEE-1\",\"amountCents\":90000}");

    private final SendPayment payment;
    private final Payments payments;
    private final PersonsLimit limit;

    AgentPayment(BoundToolParts parts, SendPayment payment, Payments payments, PersonAloneTotals totals) {
        super(parts, DECLARATION, payment);
        this.payment = payment;
        this.payments = payments;
        this.limit = new PersonsLimit(
                totals,
                DECLARATION.name(),
                "payeeId",
                APPROVER_ABOVE_CENTS,
                "payments to",
                (sandbox, args) -> args.get("amountCents").asInt());
    }

    @Bean
    Tool agentPaymentTool() {
        return new Tool(DECLARATION, this::requestDecision);
    }

    @Override
    protected List<String> editableFields(Gate gate) {
        return List.of("amountCents", "payeeId");
    }

    @Override
    protected EditField editField(String argument) {
        return argument.equals("payeeId")
                ? new EditField(Phrase.of("edit.payee.label"), Phrase.of("edit.payee.allowed", "PAYEE-", "PAYEE-1"))
                : EditField.euros(
                        Phrase.of("edit.payment.label"), DECLARATION, argument, Phrase.of("edit.payment.allowed"));
    }

    @Override
    RequiredDecision required(SandboxId sandbox, JsonNode args) {
        return limit.beyond(sandbox, args).isPresent()
                ? RequiredDecision.APPROVAL_OUTSIDE_RUN
                : payment.required(sandbox, args);
    }

    @Override
    PersonsLimit limit() {
        return limit;
    }

    @Override
    Optional<String> unrunnable(SandboxId sandbox, JsonNode args) {
        String payee = LifecycleTool.text(args, "payeeId");
        return payments.payee(sandbox, payee).isPresent()
                ? Optional.empty()
                : Optional.of("payeeId: there is no payee " + payee + ".");
    }

    /** Lab 5's request names no amount; here the wire says who was paid how much. */
    @Override
    String effectRequest(JsonNode args) {
        return payment.request(args) + "?payeeId=" + LifecycleTool.text(args, "payeeId") + "&amountCents="
                + args.get("amountCents").asInt();
    }

    @Override
    String editedResult(JsonNode asked, JsonNode ran, String applied) {
        return applied
                + " The person edited the call before approving it: the agent asked for %s to %s."
                        .formatted(Money.euros(asked.get("amountCents").asInt()), LifecycleTool.text(asked, "payeeId"));
    }
}
