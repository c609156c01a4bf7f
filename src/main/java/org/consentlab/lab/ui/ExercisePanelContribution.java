package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import org.consentlab.sandbox.SandboxId;

/**
 * What another feature shows under an exercise (the event's hints and flag), contributed as a
 * bean so that the lab pages show it without knowing the feature. The component keeps itself
 * current from the sandbox's records.
 */
public interface ExercisePanelContribution {

    /** What to show under the exercise {@code exerciseId} (a lab's is {@code lab-4}; see {@link ExercisePanels}). */
    Component below(SandboxId sandbox, String exerciseId);
}
