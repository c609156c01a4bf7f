package org.consentlab.base.ui;

import com.vaadin.flow.component.sidenav.SideNavItem;
import java.util.Map;
import java.util.function.Function;
import org.jsoup.nodes.Entities;

/**
 * The side navigation's entries as markup rather than components. They change only with the
 * language, and as components each entry was one of Vaadin's state nodes with a listener of its
 * own (the item's {@code expanded} property), which every open page keeps on the server. Each
 * entry's label is a span of its own: the item's slot keeps a bare label on one line and cuts it
 * with an ellipsis, while a span may wrap, so every title shows in full.
 */
final class MenuMarkup {

    private MenuMarkup() {}

    /** The entries of {@code icons} (route template → icon, in menu order), named by {@code translate}. */
    static String of(Map<String, String> icons, Function<String, String> translate) {
        StringBuilder markup = new StringBuilder();
        icons.forEach((template, icon) -> markup.append(
                        "<vaadin-side-nav-item path=\"%s\"><vaadin-icon slot=\"prefix\" icon=\"%s\"></vaadin-icon>"
                                .formatted(Entities.escape(path(template)), Entities.escape(icon)))
                .append("<span class=\"nav-label\">%s</span></vaadin-side-nav-item>"
                        .formatted(Entities.escape(translate.apply(key(template))))));
        return markup.toString();
    }

    /** The path the item's component writes for a route template: the same attribute, so the same link. */
    static String path(String template) {
        return new SideNavItem(null, template).getElement().getAttribute("path");
    }

    /** The bundle key of an entry's name: a route's parameters (join/:code?) are no part of it. */
    static String key(String template) {
        String bare = template.replaceAll("/:.*$", "");
        return "shell.menu." + (bare.isEmpty() ? "labs" : bare.replace('/', '.'));
    }
}
