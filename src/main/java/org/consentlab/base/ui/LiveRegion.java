package org.consentlab.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;

/**
 * The page's one polite live region ({@code #live-region}): what a screen reader is told when
 * something changed that the person did not do themselves, such as an agent arming a gate. It is
 * told in the application's own words, never in text an agent sent. The frame puts one in every
 * page; features speak through {@link #announce}. A text equal to the last one is not repeated, so
 * a redraw that changes nothing is never announced again.
 */
public final class LiveRegion extends Div {

    LiveRegion() {
        setId("live-region");
        addClassName("visually-hidden");
        getElement().setAttribute("role", "status");
        getElement().setAttribute("aria-live", "polite");
        getElement().setAttribute("aria-atomic", "true");
    }

    /** Tells the live region of the page {@code inPage} sits in; nothing when it is in no page (yet). */
    public static void announce(Component inPage, String text) {
        inPage.getUI().map(ui -> ComponentUtil.getData(ui, LiveRegion.class)).ifPresent(region -> region.say(text));
    }

    void register(UI ui) {
        ComponentUtil.setData(ui, LiveRegion.class, this);
    }

    private void say(String text) {
        if (!text.equals(getText())) {
            setText(text);
        }
    }
}
