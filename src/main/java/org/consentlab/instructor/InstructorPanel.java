package org.consentlab.instructor;

import com.vaadin.flow.component.Component;

/**
 * A feature's part of the instructor's page (e.g. the event's CTF exports), contributed as a bean
 * so that the page shows it without knowing the feature. Shown only to the instructor.
 */
public interface InstructorPanel {

    Component panel();
}
