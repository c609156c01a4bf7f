package org.consentlab;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.component.page.Push;
import com.vaadin.flow.server.AppShellSettings;
import com.vaadin.flow.theme.lumo.Lumo;

/**
 * Page-wide settings. Push is on because gates armed by another tab, thread or agent must
 * appear in the learner's open page without a reload.
 */
@Push
@StyleSheet(Lumo.STYLESHEET)
@StyleSheet("styles.css")
public class AppShell implements AppShellConfigurator {

    @Override
    public void configurePage(AppShellSettings settings) {
        settings.setPageTitle("Consent Lab");
        settings.addFavIcon("icon", "icons/favicon.svg", "any");
    }
}
