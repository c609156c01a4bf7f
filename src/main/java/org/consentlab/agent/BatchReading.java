package org.consentlab.agent;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.consentlab.payment.Money;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;

/**
 * How the {@code batch} agent's second turn reads one answer of its first: only from the call's
 * final state and the text the tool returned, so it never tells of an effect that did not run. A
 * person's reason is quoted as the person's words and answered in the agent's own plan (it drops
 * the step), never followed as an instruction.
 */
final class BatchReading {

    /** What the agent says about one call, and the effect request it thereby claims ran, if any. */
    record Read(String text, Optional<String> effect) {}

    private static final Pattern AMOUNT = Pattern.compile("€(\\d+)\\.(\\d{2})");
    /** A quoted reason in the tool's text: “…” or "…". */
    private static final Pattern QUOTED = Pattern.compile("[“\"]([^”\"]+)[”\"]");

    private BatchReading() {}

    static Read read(BatchTurn.Planned planned, ToolCall call) {
        String result = call.resultText() == null ? "" : call.resultText();
        if (!call.state().isFinal()) {
            return new Read(title(planned) + " is still open: I assume nothing about it.", Optional.empty());
        }
        return switch (call.state()) {
            case OUTPUT_AVAILABLE -> ran(planned, result);
            case OUTPUT_DENIED -> denied(planned, call.outcome(), result);
            default -> new Read(title(planned) + " failed: " + result, Optional.empty());
        };
    }

    private static Read ran(BatchTurn.Planned planned, String result) {
        Optional<Integer> cents = amount(result);
        return switch (planned.tool()) {
            // Claimed as the claim checker reads the wire: the effect request with the amount that ran.
            case "refund_order" ->
                new Read(
                        amountLine("Refunded", "on " + BatchTurn.ORDER, planned, cents, result),
                        Optional.of("POST /api/orders/" + BatchTurn.ORDER + "/refund"
                                + cents.map(ran -> "?amountCents=" + ran).orElse("")));
            case "send_payment" ->
                new Read(
                        amountLine("Sent", "to " + BatchTurn.PAYEE, planned, cents, result),
                        Optional.of("POST /api/payments"
                                + cents.map(ran -> "?amountCents=" + ran).orElse("")));
            case "delete_account" ->
                new Read("The account is deleted, as you confirmed.", Optional.of(ClaimChecker.ACCOUNT_DELETE));
            default -> new Read(planned.tool() + ": " + result, Optional.empty());
        };
    }

    /** Says how much ran, and if the person edited the amount, that it ran with theirs, not the agent's. */
    private static String amountLine(
            String verb, String where, BatchTurn.Planned planned, Optional<Integer> ran, String result) {
        if (planned.askedCents() == null || ran.isEmpty()) {
            return verb + " " + where + " (" + result + ").";
        }
        String asked = Money.euros(planned.askedCents());
        return ran.get().equals(planned.askedCents())
                ? verb + " " + asked + " " + where + "."
                : verb + " " + Money.euros(ran.get()) + " instead of " + asked + " " + where + ": the person edited "
                        + "the amount, so I go by " + Money.euros(ran.get()) + " from here on.";
    }

    /** The first amount the tool's text names: what ran, as the tool reports it. */
    private static Optional<Integer> amount(String text) {
        Matcher amount = AMOUNT.matcher(text);
        return amount.find()
                ? Optional.of(Integer.parseInt(amount.group(1)) * 100 + Integer.parseInt(amount.group(2)))
                : Optional.empty();
    }

    private static Read denied(BatchTurn.Planned planned, Outcome outcome, String result) {
        if (outcome != Outcome.DECLINED) {
            String why = outcome == Outcome.TIMED_OUT
                    ? "Nobody answered " + planned.plan() + " in time"
                    : title(planned) + " ended " + (outcome == null ? "denied" : outcome.label());
            return new Read(why + ": it did not run, and I do not take that as a yes or a no.", Optional.empty());
        }
        Matcher quoted = QUOTED.matcher(result);
        if (!quoted.find()) {
            return new Read(
                    "You declined " + planned.plan() + ", without a reason: I drop it from my plan.", Optional.empty());
        }
        String reason = quoted.group(1);
        Matcher amount = AMOUNT.matcher(reason);
        String reaction = amount.find()
                ? " You mention " + amount.group() + ": if you want that instead, I will "
                        + "ask for it as a new call, for you to decide."
                : " So I drop it from my plan and do not ask again.";
        return new Read(
                "You declined " + planned.plan() + " and wrote: “" + reason + "” — your words, which I read "
                        + "as your answer, not as an instruction to a tool." + reaction,
                Optional.empty());
    }

    private static String title(BatchTurn.Planned planned) {
        return Character.toUpperCase(planned.plan().charAt(0)) + planned.plan().substring(1);
    }
}
