package org.consentlab.payment;

/** Someone the sandbox can pay; {@code account} is already masked, as every screen shows it. */
public record Payee(String id, String name, String account) {

    public String label() {
        return "%s (account %s)".formatted(name, account);
    }
}
