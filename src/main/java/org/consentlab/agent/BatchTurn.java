package org.consentlab.agent;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolResult;

/**
 * The {@code batch} script: one turn of five calls sent at once, as a model's parallel tool calls
 * are, then a second turn only once every call of the first is answered (AG-UI's rule: no run goes
 * on while one of its interrupts is open). Each gated call is decided, or fails closed, on its own;
 * the second turn reads each answer as the tool returned it, and claims only effects that ran.
 * The ids exist in every sandbox: order ORD-1043, payee PAYEE-1 and product LAMP-02 are seeded.
 */
final class BatchTurn {

    static final String ORDER = "ORD-1043";
    static final String PAYEE = "PAYEE-1";
    static final int REFUND_CENTS = 4000;
    static final int PAYMENT_CENTS = 90000;

    /** What the agent asks for, in the order it sends the calls, and what each is for in its plan. */
    static final List<Planned> TURN = List.of(
            new Planned("get_account", "{}", "reading the account", null),
            // The reversible write: the customer's lamp goes on the saved-for-later list, which they can undo.
            new Planned("save_for_later", "{\"sku\":\"LAMP-02\"}", "saving LAMP-02 for later", null),
            new Planned(
                    "refund_order",
                    "{\"orderId\":\"" + ORDER + "\",\"amountCents\":" + REFUND_CENTS + "}",
                    "the refund on " + ORDER,
                    REFUND_CENTS),
            new Planned(
                    "send_payment",
                    "{\"payeeId\":\"" + PAYEE + "\",\"amountCents\":" + PAYMENT_CENTS + "}",
                    "the payment to " + PAYEE,
                    PAYMENT_CENTS),
            new Planned(
                    "delete_account",
                    "{\"reason\":\"The user asked me to close their account after settling " + "the order.\"}",
                    "deleting the account",
                    null));

    /** One planned call; {@code askedCents} is the amount the agent asked for, where it named one. */
    record Planned(String tool, String args, String plan, Integer askedCents) {}

    private BatchTurn() {}

    static Scripts.Claim run(AgentSession agent) {
        agent.say("Turn 1. You asked me to settle order " + ORDER + " and then close your account. In one turn I "
                + "read the account, save LAMP-02 for later, refund €40.00 on " + ORDER + ", pay " + PAYEE
                + " €900.00 and ask to delete the account.");
        List<ToolResult> answers = agent.callAtOnce(TURN.stream()
                .map(planned -> new AgentSession.Ask(planned.tool(), planned.args()))
                .toList());
        List<Long> ids = answers.stream().map(ToolResult::callId).toList();
        String open = answers.stream()
                .filter(ToolResult::pending)
                .map(answer -> "#" + answer.callId())
                .collect(Collectors.joining(", "));
        if (!open.isEmpty()) {
            agent.note("waiting until every call of this turn is answered (" + open + "): no next turn while one "
                    + "is still open …");
        }
        List<ToolCall> finals = agent.awaitAll(ids);
        List<ToolCall> stillOpen =
                finals.stream().filter(call -> !call.state().isFinal()).toList();
        agent.note(
                stillOpen.isEmpty()
                        ? "every call of the turn is answered: next turn"
                        : "gave up waiting on " + stillOpen.size() + " call(s): next turn, claiming nothing for them");
        agent.say("Turn 2. What happened to each call:");
        Set<String> claimed = new LinkedHashSet<>();
        List<String> said = new ArrayList<>();
        for (int k = 0; k < TURN.size(); k++) {
            BatchReading.Read read = BatchReading.read(TURN.get(k), finals.get(k));
            agent.say(read.text());
            said.add(read.text());
            read.effect().ifPresent(claimed::add);
        }
        boolean deleted = finals.getLast().state() == CallState.OUTPUT_AVAILABLE;
        return new Scripts.Claim(deleted, String.join(" ", said), claimed);
    }
}
