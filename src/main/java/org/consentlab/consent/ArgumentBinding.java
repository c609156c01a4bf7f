package org.consentlab.consent;

import java.util.Optional;
import org.consentlab.instructor.ModesInForce;

/**
 * Why a decision does not hold for the arguments a gate has now (empty when it does): checked in
 * the same step that would open the gate or record consent, so nothing can change in between.
 */
@FunctionalInterface
public interface ArgumentBinding {

    /** For tools whose effect takes no arguments from the gate: every decision holds. */
    ArgumentBinding NONE = (gate, decision, modes) -> Optional.empty();

    Optional<String> refusal(Gate gate, HumanDecision decision, ModesInForce modes);
}
