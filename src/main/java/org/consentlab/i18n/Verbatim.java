package org.consentlab.i18n;

import com.vaadin.flow.component.HasElement;

/**
 * Marks an element whose text is protocol shown as it was sent (a tool's declaration, a result an
 * agent received): it is English whatever the page's language, so it says {@code lang="en"} for
 * screen readers, {@code translate="no"} for browser translators, and keeps left to right.
 */
public final class Verbatim {

    private Verbatim() {}

    public static <T extends HasElement> T english(T shown) {
        shown.getElement().setAttribute("lang", "en");
        shown.getElement().setAttribute("translate", "no");
        shown.getElement().getClassList().add("ltr");
        return shown;
    }

    /** An id, a state name or a tool name: no language at all, only kept apart and left to right. */
    public static <T extends HasElement> T code(T shown) {
        shown.getElement().setAttribute("translate", "no");
        shown.getElement().getClassList().add("ltr");
        return shown;
    }
}
