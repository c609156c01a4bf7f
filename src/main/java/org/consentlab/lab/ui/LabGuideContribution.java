package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;

/**
 * What another feature shows right above a lab's consent gate (the guided tour's current step),
 * where the learner looks while deciding; contributed as a bean so that the lab page shows it
 * without knowing the feature. The component keeps itself current from the sandbox's records.
 */
public interface LabGuideContribution {

    /** The guide for this lab, or empty when the feature has none for it. */
    Optional<Component> above(SandboxId sandbox, int lab);
}
