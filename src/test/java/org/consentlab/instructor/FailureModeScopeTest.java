package org.consentlab.instructor;

import static org.assertj.core.api.Assertions.assertThat;

import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** A failure mode reaches exactly the sandboxes in its scope: one learner, or a running class. */
@SpringBootTest
class FailureModeScopeTest {

    @Autowired
    Classes classes;

    @Autowired
    FailureModes modes;

    @Autowired
    Sandboxes sandboxes;

    @Test
    void aClassWideModeReachesEveryLearnerOfTheClassAndNobodyElse() {
        WorkshopClass workshop = classes.create("Scope", "instructor");
        SandboxId ada = joined(workshop);
        SandboxId bob = joined(workshop);
        SandboxId outsider = sandboxes.create();
        SandboxId otherClass = joined(classes.create("Other", "instructor"));

        modes.set(workshop.id(), FailureMode.NO_GATE, true);

        assertThat(modes.isOn(ada, FailureMode.NO_GATE)).isTrue();
        assertThat(modes.isOn(bob, FailureMode.NO_GATE)).isTrue();
        assertThat(modes.on(outsider)).isEmpty();
        assertThat(modes.on(otherClass)).isEmpty();
        assertThat(modes.switchedOnFor(ada)).as("the learner's own switches").isEmpty();
        assertThat(modes.switchedOnFor(workshop.id())).containsExactly(FailureMode.NO_GATE);

        modes.set(workshop.id(), FailureMode.NO_GATE, false);
        assertThat(modes.on(ada)).isEmpty();
    }

    @Test
    void aLearnerScopedModeReachesThatLearnerOnly() {
        WorkshopClass workshop = classes.create("Scope", "instructor");
        SandboxId ada = joined(workshop);
        SandboxId bob = joined(workshop);

        modes.set(ada, FailureMode.WRONG_ROW, true);

        assertThat(modes.on(ada)).containsExactly(FailureMode.WRONG_ROW);
        assertThat(modes.on(bob)).isEmpty();
    }

    @Test
    void aResetClearsTheLearnersOwnSwitchesButNotTheClasss() {
        WorkshopClass workshop = classes.create("Scope", "instructor");
        SandboxId ada = joined(workshop);
        modes.set(ada, FailureMode.WRONG_ROW, true);
        modes.set(workshop.id(), FailureMode.NO_GATE, true);

        sandboxes.reset(ada);

        assertThat(modes.on(ada)).containsExactly(FailureMode.NO_GATE);
    }

    @Test
    void endingTheClassOrLeavingItEndsItsModes() {
        WorkshopClass workshop = classes.create("Scope", "instructor");
        SandboxId ada = joined(workshop);
        SandboxId bob = joined(workshop);
        modes.set(workshop.id(), FailureMode.NO_GATE, true);

        classes.join(bob, classes.create("Next", "instructor").code(), null);
        assertThat(modes.on(bob)).as("moved to another class").isEmpty();

        classes.end(workshop.id());
        assertThat(modes.on(ada)).as("class ended").isEmpty();
    }

    private SandboxId joined(WorkshopClass workshop) {
        SandboxId learner = sandboxes.create();
        classes.join(learner, workshop.code(), null);
        return learner;
    }
}
