package org.consentlab.base.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Footer;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.UnorderedList;

/**
 * Every page's way to the app's own help, under the navigation: the accessibility statement, the
 * workshop guide, the testing ids and the index of all docs, served by the app (no link needs the
 * internet). The addresses are plain paths, so the frame names no feature.
 */
class HelpFooter extends Footer {

    HelpFooter() {
        setId("help-footer");
        addClassName("help-footer");
        getElement().setAttribute("aria-label", "Help");
        UnorderedList list = new UnorderedList();
        list.add(
                link("accessibility", "help/accessibility", "Accessibility statement"),
                link("workshop", "help/workshop", "Workshop guide"),
                link("testing", "help/testing", "Testing ids"),
                link("index", "help", "All docs"));
        add(list);
    }

    private static ListItem link(String name, String href, String label) {
        Anchor anchor = new Anchor(href, label);
        anchor.setId("help-link-" + name);
        return new ListItem(anchor);
    }
}
