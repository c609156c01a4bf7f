package org.consentlab.demo;

import com.vaadin.flow.component.button.Button;
import org.consentlab.consent.ScriptedPerson;
import org.consentlab.instructor.DemoRuns;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Service;

/**
 * Hands a page the Run button of a failure mode's demo, with what a run needs: the scenarios, the
 * rate of runs, the kernel's scripted person (who makes the twins' sandboxes and decides there),
 * the switch of the wrong design, and the record of the viewer's runs.
 */
@Service
public class DemoRunButtons {

    private final FailureDemo demo;
    private final DemoTwins twins;
    private final ScriptedPerson person;
    private final FailureModes modes;
    private final DemoRuns runs;

    DemoRunButtons(FailureDemo demo, DemoTwins twins, ScriptedPerson person, FailureModes modes, DemoRuns runs) {
        this.demo = demo;
        this.twins = twins;
        this.person = person;
        this.modes = modes;
        this.runs = runs;
    }

    /**
     * Runs {@code mode}'s demo in two throw-away sandboxes of its own, the wrong design beside its
     * correct twin, when the person in {@code viewer}'s page clicks it; {@code listener} hears the run.
     * Runs are counted per {@code visitorAddress}, the client address of that page.
     */
    public Button runButton(FailureMode mode, SandboxId viewer, String visitorAddress, DemoListener listener) {
        return new DemoRunButton(mode, viewer, visitorAddress, this, listener);
    }

    FailureDemo demo() {
        return demo;
    }

    DemoTwins twins() {
        return twins;
    }

    ScriptedPerson person() {
        return person;
    }

    FailureModes modes() {
        return modes;
    }

    DemoRuns runs() {
        return runs;
    }
}
