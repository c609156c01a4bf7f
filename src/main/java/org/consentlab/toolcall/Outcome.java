package org.consentlab.toolcall;

import java.util.Locale;

/**
 * Why a call was denied. A timeout is never a human "no", and each way of failing closed keeps
 * its own name so that the audit tells them apart.
 */
public enum Outcome {
    DECLINED,
    TIMED_OUT,
    CANCELLED,
    NAVIGATED_AWAY,
    SESSION_LOST,
    POLICY;

    private final String label = name().toLowerCase(Locale.ROOT).replace('_', '-');

    public String label() {
        return label;
    }

    public static Outcome fromLabel(String label) {
        return label == null ? null : valueOf(label.toUpperCase().replace('-', '_'));
    }
}
