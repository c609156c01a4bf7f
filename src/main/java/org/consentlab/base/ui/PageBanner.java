package org.consentlab.base.ui;

import com.vaadin.flow.component.Component;
import org.consentlab.sandbox.SandboxId;

/**
 * A feature's banner above every page's content (e.g. "failure mode on"), contributed as a bean so
 * that the frame shows it without knowing the feature. The banner hides itself while it has
 * nothing to say.
 */
public interface PageBanner {

    Component banner(SandboxId sandbox);
}
