package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Div;
import java.util.Set;
import java.util.stream.Collectors;
import org.consentlab.instructor.FailureMode;

/** Loud while any failure mode is on, so that a wrong design is never mistaken for the lab's normal behaviour. */
class FailureModeBanner extends Div {

    FailureModeBanner() {
        setId("failure-mode-banner");
        addClassName("failure-banner");
        getElement().setAttribute("role", "alert");
    }

    void show(Set<FailureMode> on) {
        setVisible(!on.isEmpty());
        setText("FAILURE MODE ON — this page is demonstrating a wrong design: " + on.stream()
                .map(mode -> mode.label() + " (" + mode.symptom() + ")").collect(Collectors.joining("; ")));
    }
}
