package org.consentlab.consent;

public enum GateStatus {
    PENDING,
    APPROVED,
    DECLINED,
    EXPIRED,
    CANCELLED;

    public String label() {
        return name().toLowerCase();
    }
}
