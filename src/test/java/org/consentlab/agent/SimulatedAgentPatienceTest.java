package org.consentlab.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** A simulated agent never gives up on a gate that may still be open: it waits past the longest wait its class allows. */
@SpringBootTest(properties = "consentlab.gate.ttl=PT2M")
class SimulatedAgentPatienceTest {

    @Autowired
    SimulatedAgents agents;

    @Autowired
    Classes classes;

    @Autowired
    Sandboxes sandboxes;

    @Test
    void anAgentWaitsALittleLongerThanItsLearnersGatesMayStayOpen() {
        WorkshopClass workshop = classes.create("Long talks", "instructor");
        classes.settings(workshop.id(), Duration.ofMinutes(10), Duration.ofMinutes(15));
        SandboxId learner = sandboxes.create();
        classes.join(learner, workshop.code(), null);

        assertThat(agents.patienceIn(learner)).isEqualTo(Duration.ofMinutes(15).plusSeconds(5));
        assertThat(agents.patienceIn(sandboxes.create()))
                .isEqualTo(Duration.ofMinutes(2).plusSeconds(5));

        classes.end(workshop.id());
        assertThat(agents.patienceIn(learner)).isEqualTo(Duration.ofMinutes(2).plusSeconds(5));
    }
}
