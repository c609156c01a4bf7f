package org.consentlab.base.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Footer;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every page's way to the app's own help, under the navigation: the accessibility statement, the
 * workshop guide, the testing ids and the index of all docs, served by the app (no link needs the
 * internet). The addresses are plain paths, so the frame names no feature.
 */
class HelpFooter extends Footer implements LocaleChangeObserver {

    private final Map<String, Anchor> links = new LinkedHashMap<>();

    HelpFooter() {
        setId("help-footer");
        addClassName("help-footer");
        UnorderedList list = new UnorderedList();
        list.add(
                link("accessibility", "help/accessibility"),
                link("workshop", "help/workshop"),
                link("testing", "help/testing"),
                link("index", "help"));
        add(list);
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        getElement().setAttribute("aria-label", getTranslation("shell.help.label"));
        links.forEach((name, anchor) -> anchor.setText(getTranslation("shell.help." + name)));
    }

    private ListItem link(String name, String href) {
        Anchor anchor = new Anchor(href, "");
        anchor.setId("help-link-" + name);
        links.put(name, anchor);
        return new ListItem(anchor);
    }
}
