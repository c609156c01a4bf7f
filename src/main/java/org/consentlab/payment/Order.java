package org.consentlab.payment;

/**
 * One order of the sandbox's shop; a refund sends its amount, or part of it, back to the customer.
 * {@code refundedCents} is how much went back so far; a fully refunded order is {@link #REFUNDED}.
 */
public record Order(String id, String customer, int amountCents, String status, int refundedCents) {

    public static final String PAID = "PAID";
    public static final String REFUNDED = "REFUNDED";

    /** What is still paid and could be refunded. */
    public int refundableCents() {
        return PAID.equals(status) ? amountCents - refundedCents : 0;
    }

    public String label() {
        return "order %s (%s, %s)".formatted(id, customer, Money.euros(amountCents));
    }
}
