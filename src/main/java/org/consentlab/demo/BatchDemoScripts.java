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
                DemoStep.of("demo.step.turn-refund-delete", new DemoStep.Money(4000), "ORD-1043"),
                "refund_order",
                "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}",
                AccountDeletion.TOOL,
                "{}");
        List<String> answers = new ArrayList<>();
        Optional<Component> card = twin.batchCard(answers::add);
        // The card's own list, as the card wrote it (off a page, in English): what the person read.
        card.flatMap(shown -> part(shown, "batch-approve-all-covers"))
                .map(list -> list.getElement().getTextRecursively())
                .ifPresentOrElse(
                        covers -> twin.step("demo.step.approve-all-lists", new DemoStep.Said(covers)),
                        () -> twin.step("demo.step.no-approve-all"));
        Optional<Component> approveAll = card.flatMap(shown -> part(shown, "batch-approve-all"));
        // The scripted person's own click, as the browser reports a person's: the visitor's Run stands for it.
        approveAll.ifPresent(button -> ComponentUtil.fireEvent(button, new TrustedClickEvent(button, true, true)));
        twin.step("demo.step.clicks-approve-all", new DemoStep.Said(String.join(" ", answers)));
        if (twin.pendingGate().isPresent()) {
            twin.step("demo.step.still-waits", AccountDeletion.TOOL);
        } else {
            twin.step("demo.step.nothing-waits");
        }
        return List.of(DecisionDemoScripts.REFUND_40);
    }

    private static Optional<Component> part(Component card, String id) {
        return DemoTwin.tree(card)
                .filter(part -> part.getId().filter(id::equals).isPresent())
                .findFirst();
    }
}
