package org.consentlab.consent;

import java.util.Optional;
import java.util.function.BiFunction;
import org.consentlab.instructor.ModesInForce;
import org.consentlab.tool.ConsequenceWords;

/**
 * What a person's yes does on a gate, as the tool that armed it says: the effect that runs once
 * the gate opens, the binding of the decision to the gate's arguments, and, for a call the person's
 * own limit counts, why they alone may not open it ({@code beyond}). {@code consents}: where an
 * approver must also decide, the person's yes is recorded as their consent (else it is refused, as
 * an approver's card or a tool that never waits for one has it); {@code consentsPastLimit}: a yes
 * past the limit is then recorded as consent too (their own Approve) or not (Approve all). Each
 * is asked inside the decision's step, with the failure modes that step is in force under.
 */
public record Yes(
        BiFunction<Gate, ModesInForce, EffectResult> effect,
        ArgumentBinding binding,
        BiFunction<Gate, ModesInForce, Optional<ConsequenceWords>> beyond,
        boolean consents,
        boolean consentsPastLimit) {

    /** A yes that opens the gate, or, where an approver must also decide, is the person's consent. */
    public static Yes consenting(BiFunction<Gate, ModesInForce, EffectResult> effect, ArgumentBinding binding) {
        return new Yes(effect, binding, (gate, modes) -> Optional.empty(), true, false);
    }

    /** A yes that only opens the gate: the person's, where an approver must decide, is refused. */
    public static Yes opening(BiFunction<Gate, ModesInForce, EffectResult> effect, ArgumentBinding binding) {
        return new Yes(effect, binding, (gate, modes) -> Optional.empty(), false, false);
    }

    /** The same yes, for a call the person's own limit counts ({@link PersonsLimit}). */
    public Yes withinLimit(BiFunction<Gate, ModesInForce, Optional<ConsequenceWords>> past, boolean consentPast) {
        return new Yes(effect, binding, past, consents, consentPast);
    }
}
