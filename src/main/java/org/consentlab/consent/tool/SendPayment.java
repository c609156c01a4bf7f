package org.consentlab.consent.tool;

import java.util.Optional;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.payment.Money;
import org.consentlab.payment.Payee;
import org.consentlab.payment.Payments;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.ToolDeclaration;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;

/** Lab 5's {@code send_payment}: a sent payment cannot be called back, so the person agrees to who and how much. */
@Service
class SendPayment extends LifecycleTool {

    static final ToolDeclaration DECLARATION = ToolDeclaration.of(
            "send_payment",
            "Send a payment",
            "Sends a named amount to a named payee. A sent payment cannot be called back, so the person must "
                    + "agree to a text that names who, how much, and that it cannot be undone.",
            """
            {"type":"object","properties":{"payeeId":{"type":"string","pattern":"^PAYEE-[0-9]{1,6}$"},\
            "amountCents":{"type":"integer","minimum":1,"maximum":500000,\
            "description":"The amount in euro cents, at most 5000 euros"}},\
            "required":["payeeId","amountCents"],"additionalProperties":false}""",
            LifecycleAction.SEND_PAYMENT.playArgs(),
            RiskDeclaration.of(Kind.DANGER, Reversibility.IRREVERSIBLE_BOUNDED, ConfirmOverride.DEFAULT),
            false);

    private final Payments payments;

    SendPayment(LifecycleToolParts parts, Payments payments) {
        super(parts, LifecycleAction.SEND_PAYMENT, DECLARATION);
        this.payments = payments;
    }

    @Override
    Optional<ConsequenceWords> consequence(SandboxId sandbox, JsonNode args) {
        int cents = args.get("amountCents").asInt();
        return payments.payee(sandbox, text(args, "payeeId"))
                .map(payee -> ConsequenceWords.of(
                        "Send %s to %s. A sent payment cannot be ".formatted(Money.euros(cents), payee.label())
                                + "undone.",
                        "consent.consequence.send-payment",
                        new ConsequenceWords.Money(cents),
                        payee.name(),
                        new ConsequenceWords.Code(payee.account())));
    }

    @Override
    String request(JsonNode args) {
        return "POST /api/payments";
    }

    @Override
    Applied apply(SandboxId sandbox, long callId, JsonNode args) {
        int cents = args.get("amountCents").asInt();
        jdbc().sql("INSERT INTO payment (sandbox_id, payee_id, amount_cents, call_id, sent_at) VALUES (?, ?, ?, ?, ?)")
                .params(sandbox.value(), text(args, "payeeId"), cents, callId, now())
                .update();
        return Applied.changed("SENT. %s went to %s."
                .formatted(
                        Money.euros(cents),
                        payments.payee(sandbox, text(args, "payeeId"))
                                .map(Payee::name)
                                .orElse(text(args, "payeeId"))));
    }
}
