package org.consentlab.consent.tool;

import java.time.Duration;
import org.consentlab.payment.Money;

/**
 * The one place where the person's own approver limits live: how much they alone may approve of
 * refunds on one order and of payments to one payee, adding up every call they approved without an
 * approver within {@link #window()} (a turn always lies inside it). A call that would take the sum
 * past the limit needs an approver as well, however the amount was split into calls. Lab 8's text
 * and the tools' declarations read the figures from here. A read model (a record): the bean is
 * made by {@link ApproverLimitsSetting} from {@code consentlab.limits.window}.
 */
public record ApproverLimits(Duration window) {

    /** Refunds of one order the person alone may approve, in euro cents (€50.00). */
    public static final int REFUND_PER_ORDER_CENTS = 5000;
    /** Payments to one payee the person alone may approve, in euro cents (€500.00). */
    public static final int PAYMENT_PER_PAYEE_CENTS = 50_000;
    /** The shortest window accepted: a turn's calls (2 s apart at most) must always fall in one window. */
    static final Duration SHORTEST_WINDOW = Duration.ofMinutes(1);

    /** How far back the person's own approvals add up: {@code window}. */
    public ApproverLimits {
        if (window.compareTo(SHORTEST_WINDOW) < 0) {
            throw new IllegalStateException("consentlab.limits.window=" + window + " is shorter than " + SHORTEST_WINDOW
                    + ": a turn's calls must fall in one window, or splitting them avoids the limit.");
        }
    }

    /** The window in words, e.g. "24 hours" or "90 minutes". */
    public String windowWords() {
        long minutes = window.toMinutes();
        return minutes % 60 == 0 ? plural(minutes / 60, "hour") : plural(minutes, "minute");
    }

    /** The rule in one sentence, with its figures: what Lab 8 and docs say. */
    public String rule() {
        return "You alone may approve up to " + Money.euros(REFUND_PER_ORDER_CENTS) + " of refunds on one order and "
                + Money.euros(PAYMENT_PER_PAYEE_CENTS) + " of payments to one payee within " + windowWords()
                + ", however the amounts are split into calls; beyond that, an approver must approve as well.";
    }

    private static String plural(long count, String unit) {
        return count + " " + unit + (count == 1 ? "" : "s");
    }
}
