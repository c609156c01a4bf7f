package org.consentlab.demo;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.consentlab.base.ui.TrustedClickEvent;
import org.consentlab.consent.tool.AccountDeletion;

/** Lab 8's batch scenario, as the learner reads it: one turn of two gated calls, and Approve all. */
final class BatchDemoScripts {

    private BatchDemoScripts() {}

    static List<String> approveAllHides(DemoTwin twin) {
        twin.agentTurn(
                "In one turn the agent asks to refund €40.00 of order ORD-1043 and to delete the account.",
                "refund_order",
                "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}",
                AccountDeletion.TOOL,
                "{}");
        List<String> answers = new ArrayList<>();
        Optional<Component> card = twin.batchCard(answers::add);
        twin.step("Approve all lists: "
                + card.flatMap(shown -> part(shown, "batch-approve-all-covers"))
                        .map(list -> list.getElement().getTextRecursively())
                        .orElse("nothing (there is no Approve all)"));
        Optional<Component> approveAll = card.flatMap(shown -> part(shown, "batch-approve-all"));
        // The scripted person's own click, as the browser reports a person's: the visitor's Run stands for it.
        approveAll.ifPresent(button -> ComponentUtil.fireEvent(button, new TrustedClickEvent(button, true, true)));
        twin.step("The person reads that list and clicks Approve all. The page answers: " + String.join(" ", answers));
        twin.step(
                twin.pendingGate().isPresent()
                        ? "delete_account still waits for its own decision."
                        : "Nothing waits any more.");
        return List.of(DecisionDemoScripts.REFUND_40);
    }

    private static Optional<Component> part(Component card, String id) {
        return DemoTwin.tree(card)
                .filter(part -> part.getId().filter(id::equals).isPresent())
                .findFirst();
    }
}
