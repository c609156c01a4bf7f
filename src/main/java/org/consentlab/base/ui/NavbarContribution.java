package org.consentlab.base.ui;

import com.vaadin.flow.component.Component;
import org.consentlab.sandbox.SandboxId;

/**
 * A feature's item in the frame's top bar (e.g. "Connect an agent"), contributed as a bean so
 * that the frame shows it without knowing the feature.
 */
public interface NavbarContribution {

    Component navbarItem(SandboxId sandbox);
}
