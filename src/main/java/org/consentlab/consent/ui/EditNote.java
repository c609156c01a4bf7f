package org.consentlab.consent.ui;

import org.consentlab.consent.Gate;
import org.consentlab.toolcall.ArgsMasker;
import tools.jackson.databind.json.JsonMapper;

/**
 * The audit's words for a decision on an edited call: the arguments the agent asked with and the
 * ones the person approved, both masked as every audit row is, so the record keeps the two apart.
 */
public final class EditNote {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private EditNote() {}

    /** Empty for a call decided as asked. */
    public static String of(Gate gate) {
        return gate.edited()
                ? "; edited by the person before deciding: asked " + masked(gate.argsJson()) + ", approved "
                        + masked(gate.editedArgsJson())
                : "";
    }

    /** What a card shows of an edited call: the arguments that will run, then what the agent asked. */
    public static String shown(Gate gate) {
        return masked(gate.editedArgsJson()) + " (edited by the person; the agent asked " + masked(gate.argsJson())
                + ")";
    }

    public static String masked(String argsJson) {
        return ArgsMasker.mask(JSON.readTree(argsJson));
    }
}
