package org.consentlab.base.ui;

import com.vaadin.flow.component.html.Footer;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jsoup.nodes.Entities;

/**
 * Every page's way to the app's own help, under the navigation: the accessibility statement, the
 * workshop guide, the testing ids and the index of all docs, served by the app (no link needs the
 * internet). The addresses are plain paths, so the frame names no feature. The list is the
 * footer's markup rather than components: it changes only with the language, and as components
 * (list, items, links and their texts) it was a dozen of Vaadin's state nodes that every open page
 * keeps on the server.
 */
class HelpFooter extends Footer implements LocaleChangeObserver {

    /** Each link's name (its id is {@code help-link-<name>}, its text {@code shell.help.<name>}) and address. */
    private static final Map<String, String> LINKS = new LinkedHashMap<>();

    static {
        LINKS.put("accessibility", "help/accessibility");
        LINKS.put("workshop", "help/workshop");
        LINKS.put("testing", "help/testing");
        LINKS.put("index", "help");
    }

    HelpFooter() {
        setId("help-footer");
        addClassName("help-footer");
    }

    /** The links' addresses, in the footer's order. */
    static Collection<String> addresses() {
        return LINKS.values();
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        getElement().setAttribute("aria-label", getTranslation("shell.help.label"));
        StringBuilder list = new StringBuilder("<ul>");
        LINKS.forEach((name, href) -> list.append("<li><a href=\"%s\" id=\"help-link-%s\">%s</a></li>"
                .formatted(href, name, Entities.escape(getTranslation("shell.help." + name)))));
        // Interned: every open page in the same language shows the same markup, held once.
        getElement().setProperty("innerHTML", list.append("</ul>").toString().intern());
    }
}
