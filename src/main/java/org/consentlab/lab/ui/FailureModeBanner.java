package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Div;
import java.util.Set;
import org.consentlab.base.ui.LiveRegion;
import java.util.stream.Collectors;
import org.consentlab.instructor.FailureMode;

/**
 * Loud while any failure mode is on, so that a wrong design is never mistaken for the lab's normal
 * behaviour. A screen reader hears it through the page's live region once when the modes change,
 * not at every redraw (an {@code alert} role would repeat it each time the banner is drawn).
 */
class FailureModeBanner extends Div {

    private Set<FailureMode> shown = Set.of();

    FailureModeBanner() {
        setId("failure-mode-banner");
        addClassName("failure-banner");
    }

    void show(Set<FailureMode> on) {
        setVisible(!on.isEmpty());
        if (!on.equals(shown)) {
            shown = Set.copyOf(on);
            LiveRegion.announce(this, on.isEmpty() ? "Failure modes are off: this page shows its correct design."
                    : sentence(on));
        }
        setText(sentence(on));
    }

    private static String sentence(Set<FailureMode> on) {
        return "FAILURE MODE ON — this page is demonstrating a wrong design: " + on.stream()
                .map(mode -> mode.label() + " (" + mode.symptom() + ")").collect(Collectors.joining("; "));
    }
}
