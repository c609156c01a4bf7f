package org.consentlab.audit;

/** What an audit row records: a request, an armed gate, a refused request, a decision, or an effect's result. */
public enum AuditEvent {
    REQUEST,
    GATE,
    REJECTED,
    DECISION,
    RESULT,
    RESET;

    public String label() {
        return name().toLowerCase();
    }
}
