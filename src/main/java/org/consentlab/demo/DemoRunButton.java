package org.consentlab.demo;

import com.vaadin.flow.component.ClickEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.FailureMode;
import org.consentlab.sandbox.SandboxId;

/**
 * Runs one failure mode's demo: a person's click in their page has the kernel's scripted person
 * make two throw-away sandboxes, switches the mode on in one of them, and plays the same script in
 * both at once. The scenario's person decides only inside those two sandboxes, and only because the
 * visitor clicked Run: the click stands for "play this scripted person for me". No other sandbox,
 * the visitor's own included, is touched.
 */
class DemoRunButton extends Button {

    private final FailureMode mode;
    private final SandboxId viewer;
    private final String visitorAddress;
    private final DemoRunButtons services;
    private final DemoListener listener;

    DemoRunButton(
            FailureMode mode, SandboxId viewer, String visitorAddress, DemoRunButtons services, DemoListener listener) {
        super(Texts.t("demo.run"));
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
            listener.refused(Texts.t("demo.too-many-runs"));
            return;
        }
        String who = "demo person for " + viewer.learner();
        SandboxId wrong = services.person().newSandbox(who);
        SandboxId correct = services.person().newSandbox(who);
        services.modes().set(wrong, mode, true);
        services.runs().started(viewer, mode, wrong, correct);
        play(DemoSide.WRONG, wrong);
        play(DemoSide.CORRECT, correct);
    }

    private void play(DemoSide side, SandboxId twin) {
        Thread.ofVirtual().name("demo-" + mode.label() + "-" + side.id()).start(() -> {
            try {
                listener.finished(side, services.demo().play(mode, side, twin, listener));
            } finally {
                services.person().leave(twin);
                services.runs().finished(viewer);
            }
        });
    }
}
