package org.consentlab.consent;

import com.vaadin.flow.component.ComponentEvent;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.consentlab.consent.defence.Judgement;
import org.consentlab.consent.store.Fingerprint;
import org.consentlab.consent.ui.ApproverDecisionCard;
import org.consentlab.instructor.SignedInApprover;
import org.consentlab.passkey.PasskeyVerdict;
import org.consentlab.sandbox.SandboxId;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Where a {@link HumanDecision} is born, and nowhere else (ArchUnit holds it): a person's control
 * event in their page, a click the browser sent (a click the server made stands for nobody), becomes
 * the decision a confirm, a decline or a release demands. Only the decision controls ask for one,
 * after the defence in force judged whether the click was trusted ({@link CardContext}); the
 * failure-mode demos' scripted person is the one decision made without a click, in a demo's own sandbox.
 */
final class HumanDecisions {

    /** What the page is told of a click the server made itself: it decides nothing. */
    static final String NOT_A_PERSON = "Ignored: that click did not come from a person in the page.";

    private HumanDecisions() {}

    /** The person's yes or no in their own page, on the gate as it was shown to them. */
    static HumanDecision inPage(ComponentEvent<?> click, Gate gate, SandboxId viewer, Clock clock) {
        fromAPerson(click);
        return inPageOf(gate.id(), viewer, viewer.learner(), clock, Fingerprint.shown(gate), null);
    }

    /** The person's yes to the gate's call as they edited it: bound to exactly the arguments they approve. */
    static HumanDecision asEdited(ComponentEvent<?> click, Gate gate, JsonNode edited, SandboxId viewer, Clock clock) {
        fromAPerson(click);
        return inPageOf(gate.id(), viewer, viewer.learner(), clock, Fingerprint.of(gate, edited), null);
    }

    /** The person's release of the held requests of their own page: a decision about no one gate. */
    static HumanDecision release(ComponentEvent<?> click, SandboxId viewer, Clock clock) {
        fromAPerson(click);
        return inPageOf(HumanDecision.NO_GATE, viewer, viewer.learner(), clock, null, null);
    }

    /**
     * A signed-in approver's decision, by whoever is signed in as one at the click, within the scope
     * read from their sign-in at the same moment; empty where nobody is.
     */
    static Optional<HumanDecision> byApprover(
            ComponentEvent<?> click, Gate gate, SandboxId viewer, SignedInApprover approver, String why, Clock clock) {
        fromAPerson(click);
        return approverOf(gate, viewer, approver, why, clock, null);
    }

    /**
     * A signed-in approver's yes, signed by their own passkey over a challenge bound to this gate's call
     * (the approver's class asks for it): the credential and the challenge's hash go with it. The
     * verified assertion is the evidence a person acted, in place of a click.
     */
    static Optional<HumanDecision> byApproverWithPasskey(
            Gate gate,
            SandboxId viewer,
            SignedInApprover approver,
            String why,
            Clock clock,
            PasskeyVerdict.Signed signed) {
        return approverOf(gate, viewer, approver, why, clock, signed);
    }

    private static Optional<HumanDecision> approverOf(
            Gate gate,
            SandboxId viewer,
            SignedInApprover approver,
            String why,
            Clock clock,
            PasskeyVerdict.@Nullable Signed signed) {
        return approver.name()
                .map(name -> new HumanDecision(
                        gate.id(),
                        viewer,
                        name,
                        Instant.now(clock),
                        HumanDecision.Role.APPROVER,
                        why,
                        approver.scope(),
                        Fingerprint.shown(gate),
                        signed));
    }

    /** The same decision, a no with the reason the person typed, cut to the length a rationale may have. */
    static HumanDecision withReason(HumanDecision decision, String why) {
        String reason = why.length() > ApproverDecisionCard.MAX_RATIONALE
                ? why.substring(0, ApproverDecisionCard.MAX_RATIONALE)
                : why;
        return new HumanDecision(
                decision.gateId(),
                decision.sandbox(),
                decision.principal(),
                decision.at(),
                decision.role(),
                reason,
                decision.scope(),
                decision.shown(),
                decision.passkey());
    }

    /**
     * Lab 7's Confirm: the decide call its page sent (a call from the client by construction), once a
     * judge of {@code consent.defence} accepted it with the server's own reading of the click; under the
     * passkey defence, the person's yes verified at their authenticator over a challenge bound to this
     * gate's call, whose credential and challenge hash go with it.
     */
    static HumanDecision judged(Judgement accepted, Gate gate, SandboxId viewer, Clock clock) {
        return inPageOf(gate.id(), viewer, viewer.learner(), clock, Fingerprint.shown(gate), accepted.signed());
    }

    /** The failure-mode demo's scripted person, deciding in the page of the demo's own sandbox {@code twin}. */
    static HumanDecision scriptedPerson(Gate gate, SandboxId twin, String who, Clock clock) {
        return inPageOf(gate.id(), twin, who, clock, Fingerprint.shown(gate), null);
    }

    /** A decision by {@code who} in the page of {@code sandbox}, now, on what it was shown ({@code shown}). */
    private static HumanDecision inPageOf(
            long gateId,
            SandboxId sandbox,
            String who,
            Clock clock,
            @Nullable Fingerprint shown,
            PasskeyVerdict.@Nullable Signed passkey) {
        return new HumanDecision(
                gateId,
                sandbox,
                who,
                Instant.now(clock),
                HumanDecision.Role.PERSON_IN_PAGE,
                null,
                null,
                shown,
                passkey);
    }

    /** A control asks only after it saw the browser send the click; a server's click here is a fault. */
    private static void fromAPerson(ComponentEvent<?> click) {
        if (!click.isFromClient()) {
            throw new IllegalArgumentException(NOT_A_PERSON);
        }
    }
}
