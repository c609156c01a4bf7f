package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Span;
import java.util.Set;
import org.consentlab.base.ui.NavbarContribution;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.Classes;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;

/**
 * The class a learner is in, in the top bar of every page, live: it appears on joining and goes
 * when the instructor ends the class. Empty (and hidden) for a learner exploring alone.
 */
@org.springframework.stereotype.Component
class ClassBadge implements NavbarContribution {

    private final Classes classes;
    private final SandboxEvents events;

    ClassBadge(Classes classes, SandboxEvents events) {
        this.classes = classes;
        this.events = events;
    }

    @Override
    public Component navbarItem(SandboxId sandbox) {
        Span badge = new Span();
        badge.setId("class-badge");
        badge.addClassName("class-badge");
        Runnable show = () -> {
            var current = classes.classOf(sandbox);
            badge.setText(current.map(running -> Texts.t("instructor.badge", Texts.isolate(running.name())))
                    .orElse(""));
            badge.setVisible(current.isPresent());
        };
        show.run();
        events.refreshWhileAttached(badge, sandbox, Set.of(SandboxChange.EVERYTHING), show::run);
        return badge;
    }
}
