package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import org.consentlab.sandbox.SandboxId;

/**
 * What another feature shows under a lab's exercise (the event's hints and flag), contributed as a
 * bean so that the lab pages show it without knowing the feature. The component keeps itself
 * current from the sandbox's records.
 */
public interface ExercisePanelContribution {

    Component below(SandboxId sandbox, int lab);
}
