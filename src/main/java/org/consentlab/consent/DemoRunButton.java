package org.consentlab.consent;

import com.vaadin.flow.component.ClickEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import java.time.Clock;
import org.consentlab.instructor.DemoRuns;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.springframework.stereotype.Component;

/**
 * Runs one failure mode's demo: a person's click in their page makes two throw-away sandboxes,
 * switches the mode on in one of them, and plays the same script in both at once. The scenario's
 * person decides only inside those two sandboxes, and only because the visitor clicked Run: the
 * click stands for "play this scripted person for me". No other sandbox, the visitor's own
 * included, is touched.
 */
class DemoRunButton extends Button implements DecisionControl {

    private final FailureMode mode;
    private final SandboxId viewer;
    private final String visitorAddress;
    private final Services services;
    private final DemoListener listener;

    /** What a run needs, handed over by the controls' factory (found lazily: it needs the controls too). */
    @Component
    record Services(FailureDemo demo, Setup setup, ConsentControls controls, GatedTools tools, DecidingParts deciding) {

        /** What sets a run up and records it: the twins' sandboxes, the switch, the rate of runs, the viewer's runs. */
        @Component
        record Setup(Sandboxes sandboxes, FailureModes modes, DemoTwins twins, DemoRuns runs) {}

        Sandboxes sandboxes() {
            return setup.sandboxes();
        }

        FailureModes modes() {
            return setup.modes();
        }

        DemoTwins twins() {
            return setup.twins();
        }

        DemoRuns runs() {
            return setup.runs();
        }

        GateDecisions decisions() {
            return deciding.decisions();
        }

        Clock clock() {
            return deciding.clock();
        }
    }

    DemoRunButton(FailureMode mode, SandboxId viewer, String visitorAddress, Services services, DemoListener listener) {
        super("Run the demo");
        this.mode = mode;
        this.viewer = viewer;
        this.visitorAddress = visitorAddress;
        this.services = services;
        this.listener = listener;
        setId("demo-run");
        addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        addClickListener(this::run);
    }

    private void run(ClickEvent<Button> event) {
        if (!event.isFromClient()) {
            return;
        }
        if (!services.twins().mayStart(visitorAddress)) {
            listener.refused("Too many runs in a short time: each makes two sandboxes. Wait a few seconds and run "
                    + "again; nothing was started.");
            return;
        }
        SandboxId wrong = services.sandboxes().create();
        SandboxId correct = services.sandboxes().create();
        services.modes().set(wrong, mode, true);
        services.runs().started(viewer, mode, wrong, correct);
        play(DemoSide.WRONG, wrong);
        play(DemoSide.CORRECT, correct);
    }

    private void play(DemoSide side, SandboxId twin) {
        services.twins().playing(twin);
        Thread.ofVirtual().name("demo-" + mode.label() + "-" + side.id()).start(() -> {
            try {
                listener.finished(
                        side,
                        services.demo()
                                .play(
                                        mode,
                                        side,
                                        twin,
                                        new Person(twin),
                                        (gate, onDecided) -> services.controls().gateCard(gate, twin, onDecided),
                                        listener));
            } finally {
                services.twins().forget(twin);
                services.runs().finished(viewer);
            }
        });
    }

    /** The scenario's person: decides gates of one of this run's sandboxes, in that sandbox's page. */
    private final class Person implements ScriptedPerson, DecisionControl {

        private final SandboxId twin;

        private Person(SandboxId twin) {
            this.twin = twin;
        }

        @Override
        public String approves(Gate gate) {
            return services.tools().armed(gate).orElseThrow().confirm(decision(gate));
        }

        @Override
        public String declines(Gate gate) {
            return services.decisions().decline(decision(gate));
        }

        private HumanDecision decision(Gate gate) {
            return HumanDecisions.scriptedPerson(gate, twin, "demo person for " + viewer.learner(), services.clock());
        }
    }
}
