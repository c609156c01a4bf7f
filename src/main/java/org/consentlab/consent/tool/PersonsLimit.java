package org.consentlab.consent.tool;

import java.util.Optional;
import java.util.function.ToIntBiFunction;
import org.consentlab.payment.Money;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConsequenceWords;
import tools.jackson.databind.JsonNode;

/**
 * One of the person's approver limits, as one tool applies it: the argument that names what the
 * amounts add up for (the order, the payee), the limit, and the amount a call's arguments carry.
 * A call fits while what the person alone approved for the same order or payee, plus this call,
 * stays within the limit; splitting an amount into calls therefore never avoids the approver.
 */
record PersonsLimit(
        PersonAloneTotals totals,
        String tool,
        String field,
        int limitCents,
        String what,
        ToIntBiFunction<SandboxId, JsonNode> cents) {

    /**
     * Why the person alone may not approve these arguments now, as words a page says in its reader's
     * language ({@code consent.limit.<field>.hours|minutes}); empty while the sum stays within the limit.
     */
    Optional<ConsequenceWords> beyond(SandboxId sandbox, JsonNode args) {
        String key = LifecycleTool.text(args, field);
        int already = totals.approved(sandbox, tool, field, key, approved -> cents.applyAsInt(sandbox, approved));
        int these = cents.applyAsInt(sandbox, args);
        if (already + these <= limitCents) {
            return Optional.empty();
        }
        String english = "Needs an approver: with this %s, you alone would have approved %s of %s %s within %s, "
                        .formatted(
                                Money.euros(these),
                                Money.euros(already + these),
                                what,
                                key,
                                totals.limits().windowWords())
                + "above your limit of " + Money.euros(limitCents) + ".";
        long minutes = totals.limits().window().toMinutes();
        boolean hours = minutes % 60 == 0;
        return Optional.of(ConsequenceWords.of(
                english,
                "consent.limit." + field + (hours ? ".hours" : ".minutes"),
                new ConsequenceWords.Money(these),
                new ConsequenceWords.Money(already + these),
                key,
                hours ? minutes / 60 : minutes,
                new ConsequenceWords.Money(limitCents)));
    }
}
