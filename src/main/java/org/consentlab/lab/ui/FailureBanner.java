package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.PageBanner;
import org.consentlab.base.ui.PagePath;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;

/**
 * One banner ({@code failure-banner}) above a lab page while a failure mode that changes this lab
 * reaches the learner's sandbox (their own switch, or their instructor's for them or their class),
 * each such mode named once with its symptom. Only on the labs the mode changes
 * ({@link FailureMode#labs()}): a banner about Lab 6's reports on Lab 4 would itself be a screen
 * that lies. Live, and gone when none applies. A screen reader hears it through the page's live
 * region when the modes change or a page with modes on opens, not at each redraw.
 */
@org.springframework.stereotype.Component
class FailureBanner implements PageBanner {

    private final FailureModes modes;
    private final SandboxEvents events;

    FailureBanner(FailureModes modes, SandboxEvents events) {
        this.modes = modes;
        this.events = events;
    }

    @Override
    public Component banner(SandboxId sandbox) {
        // The banner itself is in the page only while a mode is on here: testers check that it is absent.
        Div slot = new Div();
        AtomicReference<Optional<Integer>> lab = new AtomicReference<>(Optional.empty());
        AtomicReference<Set<FailureMode>> shown = new AtomicReference<>(Set.of());
        Runnable modesChanged = () -> {
            Set<FailureMode> before = shown.get();
            Set<FailureMode> on = show(slot, here(modes.on(sandbox), lab.get()), shown);
            if (!on.equals(before)) {
                LiveRegion.announce(slot, on.isEmpty() ? Texts.t("lab.failure.off") : announcement(on));
            }
        };
        PagePath.follow(slot, path -> {
            lab.set(LabPaths.labOf(path));
            Set<FailureMode> on = show(slot, here(modes.on(sandbox), lab.get()), shown);
            if (!on.isEmpty()) {
                LiveRegion.announce(slot, announcement(on));
            }
        });
        events.refreshWhileAttached(slot, sandbox, Set.of(SandboxChange.EVERYTHING), modesChanged::run);
        return slot;
    }

    /** The modes on in the sandbox that change the lab shown; none off a lab page. */
    static Set<FailureMode> here(Set<FailureMode> on, Optional<Integer> lab) {
        Set<FailureMode> here = EnumSet.noneOf(FailureMode.class);
        lab.ifPresent(number -> on.stream().filter(mode -> mode.changes(number)).forEach(here::add));
        return here;
    }

    private static Set<FailureMode> show(Div slot, Set<FailureMode> on, AtomicReference<Set<FailureMode>> shown) {
        shown.set(on);
        slot.removeAll();
        if (!on.isEmpty()) {
            // A mode's name is the code's own word; its symptom is the instructor's record, in English.
            Div banner = new Div(Texts.t(
                    "lab.failure.banner",
                    on.stream()
                            .map(mode -> Texts.isolate(mode.label()) + " (" + mode.symptom() + ")")
                            .collect(Collectors.joining("; "))));
            banner.setId("failure-banner");
            banner.addClassName("failure-banner");
            banner.getElement()
                    .setAttribute(
                            "data-modes", on.stream().map(FailureMode::label).collect(Collectors.joining(" ")));
            slot.add(banner);
        }
        return on;
    }

    private static String announcement(Set<FailureMode> on) {
        return Texts.t(
                "lab.failure.announce",
                Texts.list(on.stream().map(mode -> Texts.isolate(mode.label())).toList()));
    }
}
