package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import org.consentlab.sandbox.SandboxId;

/**
 * What another feature shows on the lab index under its lead (the guided tour's start), contributed
 * as a bean so that the index shows it without knowing the feature.
 */
public interface IndexContribution {

    Component onIndex(SandboxId sandbox);
}
