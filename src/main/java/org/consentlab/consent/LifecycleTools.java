package org.consentlab.consent;

import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.ToolDeclaration;

/** The declarations of Lab 5's own actions; {@code delete_account} is Lab 4's, reused as declared. */
final class LifecycleTools {

    private LifecycleTools() {
    }

    static ToolDeclaration renameDraft() {
        return ToolDeclaration.of("rename_draft", "Rename a draft",
                "Gives a draft a new title. The user can rename it back, so it runs at once.", """
                {"type":"object","properties":{"draftId":{"type":"string","pattern":"^DR-[0-9]{1,6}$"},\
                "title":{"type":"string","minLength":1,"maxLength":80}},"required":["draftId","title"],\
                "additionalProperties":false}""",
                LifecycleAction.RENAME_DRAFT.playArgs(),
                LifecycleAction.risk(Kind.WRITE, Reversibility.REVERSIBLE_BY_USER), true);
    }

    static ToolDeclaration refundOrder() {
        return ToolDeclaration.of("refund_order", "Refund an order",
                "Refunds an order to the customer's card. Only an operator can reverse a refund, so the person "
                        + "must say yes first.", """
                {"type":"object","properties":{"orderId":{"type":"string","pattern":"^ORD-[0-9]{1,8}$"}},\
                "required":["orderId"],"additionalProperties":false}""",
                LifecycleAction.REFUND_ORDER.playArgs(),
                LifecycleAction.risk(Kind.WRITE, Reversibility.REVERSIBLE_BY_OPERATOR), true);
    }

    static ToolDeclaration sendPayment() {
        return ToolDeclaration.of("send_payment", "Send a payment",
                "Sends a named amount to a named payee. A sent payment cannot be called back, so the person must "
                        + "agree to a text that names who, how much, and that it cannot be undone.", """
                {"type":"object","properties":{"payeeId":{"type":"string","pattern":"^PAYEE-[0-9]{1,6}$"},\
                "amountCents":{"type":"integer","minimum":1,"maximum":500000,\
                "description":"The amount in euro cents, at most 5000 euros"}},\
                "required":["payeeId","amountCents"],"additionalProperties":false}""",
                LifecycleAction.SEND_PAYMENT.playArgs(),
                LifecycleAction.risk(Kind.DANGER, Reversibility.IRREVERSIBLE_BOUNDED), false);
    }
}
