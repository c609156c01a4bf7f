package org.consentlab.base.ui;

import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;

/**
 * The menu's toggle: Vaadin's {@code vaadin-drawer-toggle} element, as its {@code DrawerToggle}
 * makes it, on a {@link LeanButton}. The element opens and closes the drawer in the browser;
 * Vaadin's own toggle is a button, whose disable-on-click listener asks the browser for ten event
 * data on every click and keeps that set in each open page's state (about 0.6 KiB a page).
 */
@Tag("vaadin-drawer-toggle")
@JsModule("@vaadin/app-layout/src/vaadin-drawer-toggle.js")
final class LeanDrawerToggle extends LeanButton {}
