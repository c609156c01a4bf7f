package org.consentlab.consent;

import java.time.Instant;
import org.consentlab.sandbox.SandboxId;
import org.springframework.context.ApplicationContext;

/**
 * A person's decline in their own page, for the tests of packages beside the kernel: they cannot
 * mint a {@link HumanDecision} themselves, as no code outside the kernel can.
 */
public final class PersonsDecline {

    private PersonsDecline() {
    }

    public static String decline(ApplicationContext context, long gateId, SandboxId sandbox, Instant at) {
        return context.getBean(GateDecisions.class).decline(new HumanDecision(gateId, sandbox, sandbox.learner(), at,
                HumanDecision.Role.PERSON_IN_PAGE, null, null, null));
    }
}
