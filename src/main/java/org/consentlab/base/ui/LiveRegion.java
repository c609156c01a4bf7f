package org.consentlab.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import java.util.Optional;

/**
 * The page's one polite live region ({@code #live-region}): what a screen reader is told when
 * something changed, such as an agent arming a gate, a dialog opening, a decision, a verdict or a
 * reset. It is told in the application's own words, never in text an agent sent. The frame puts
 * one in every page and empties it on each navigation, so one page's news is never read out on the
 * next; features speak through {@link #announce} (state a redraw may repeat: told once, until it
 * changes) or {@link #tell} (an event the person caused, told each time, even with the same words).
 * What is said within one response is said together: the browser only ever receives a response's
 * last text, so a decision and the verdict it produced would otherwise overwrite each other.
 */
public final class LiveRegion extends Div {

    /** Appended to an event told twice in a row: the text must change for a screen reader to read it again. */
    private static final String AGAIN = "\u00A0";

    /** Whether this response has already said something: then the next sentence is added to it. */
    private boolean saidInThisResponse;
    /** Whether what this response said so far is only a {@link #mention}, which anything else replaces. */
    private boolean onlyMentioned;

    LiveRegion() {
        setId("live-region");
        addClassName("visually-hidden");
        getElement().setAttribute("role", "status");
        getElement().setAttribute("aria-live", "polite");
        getElement().setAttribute("aria-atomic", "true");
    }

    /** Tells the live region of the page {@code inPage} sits in; nothing when it is in no page (yet), nor when it said this last. */
    public static void announce(Component inPage, String text) {
        region(inPage).ifPresent(region -> region.say(text, false));
    }

    /**
     * A side note (an exercise's hint), told only if nothing else is told in the same response: the
     * decision or the gate that caused it is the news, and a hint read first would bury it.
     */
    public static void mention(Component inPage, String text) {
        region(inPage).ifPresent(region -> {
            if (!region.saidInThisResponse && !region.getText().equals(text)) {
                region.said(text);
                region.onlyMentioned = true;
            }
        });
    }

    /** Like {@link #announce}, but an event such as a second reset is told again even when it reads the same. */
    public static void tell(Component inPage, String text) {
        region(inPage).ifPresent(region -> region.say(text, true));
    }

    private static Optional<LiveRegion> region(Component inPage) {
        return inPage.getUI().map(ui -> ComponentUtil.getData(ui, LiveRegion.class));
    }

    void register(UI ui) {
        ComponentUtil.setData(ui, LiveRegion.class, this);
    }

    /** A new page starts silent: nothing the last page announced is left to be read. */
    void clear() {
        setText("");
        saidInThisResponse = false;
        onlyMentioned = false;
    }

    private void say(String text, boolean again) {
        String last = getText();
        if (saidInThisResponse && onlyMentioned) {
            said(text);
            return;
        }
        if (saidInThisResponse) {
            if (!last.contains(text)) {
                setText(last + " " + text);
            }
            return;
        }
        if (last.equals(text) || last.equals(text + AGAIN)) {
            if (again) {
                said(last.equals(text) ? text + AGAIN : text);
            }
            return;
        }
        said(text);
    }

    private void said(String text) {
        setText(text);
        onlyMentioned = false;
        if (!saidInThisResponse) {
            saidInThisResponse = true;
            getUI().ifPresent(ui -> ui.beforeClientResponse(this, context -> saidInThisResponse = false));
        }
    }
}
