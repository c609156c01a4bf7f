package org.consentlab.consent;

import java.time.Instant;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.springframework.context.ApplicationContext;

/**
 * The person's decision in their own page, as the decision controls make it, for the tests of the
 * packages beside the kernel (gated tools, Lab 8's turns): they cannot mint a {@link HumanDecision}
 * or reach a confirm themselves, as no code outside the kernel can.
 */
public final class PersonInPage {

    private PersonInPage() {}

    /** The gated tool the gate's own lookup finds, exactly as a card finds it. */
    public static Optional<GatedTool> armed(ApplicationContext context, Gate gate) {
        return context.getBean(GatedTools.class).armed(gate);
    }

    /** The person's Confirm in their page, on the tool that armed the gate. */
    public static String confirm(ApplicationContext context, Gate gate, SandboxId sandbox, Instant at) {
        return new DecisionPath(
                        context.getBean(GatedTools.class),
                        context.getBean(GateDecisions.class),
                        context.getBean(ConsentGates.class))
                .confirmInPage(decision(gate.id(), sandbox, at), gate);
    }

    public static String decline(ApplicationContext context, long gateId, SandboxId sandbox, Instant at) {
        return context.getBean(GateDecisions.class).decline(decision(gateId, sandbox, at));
    }

    private static HumanDecision decision(long gateId, SandboxId sandbox, Instant at) {
        return new HumanDecision(
                gateId, sandbox, sandbox.learner(), at, HumanDecision.Role.PERSON_IN_PAGE, null, null, null, null);
    }
}
