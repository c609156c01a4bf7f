package org.consentlab.payment;

/** One order of the sandbox's shop; a refund sends its amount back to the customer. */
public record Order(String id, String customer, int amountCents, String status) {

    public static final String PAID = "PAID";
    public static final String REFUNDED = "REFUNDED";

    public String label() {
        return "order %s (%s, %s)".formatted(id, customer, Money.euros(amountCents));
    }
}
