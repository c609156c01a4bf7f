package org.consentlab.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Focusable;

/**
 * Where the keyboard focus goes after a decision: when the control the person pressed disappears
 * with its gate, focus would fall to the page's body; it lands on a defined element instead (the
 * status that changed, or the control that asks). Focus is only ever put back where it was lost,
 * never taken from wherever the person has it, so nothing an agent does moves it.
 */
public final class Focus {

    private static final String RESTORE = """
            requestAnimationFrame(() => {
              const now = document.activeElement;
              if (!now || now === document.body || !now.isConnected) { this.focus(); }
            });""";

    private Focus() {}

    /** Puts the focus on {@code target} if it has fallen to the body; a plain element (a status) becomes focusable by script. */
    public static void restoreTo(Component target) {
        if (!(target instanceof Focusable<?>) && !target.getElement().hasAttribute("tabindex")) {
            target.getElement().setAttribute("tabindex", "-1");
        }
        // In a frame after this response's changes: the control that had focus is removed by them.
        target.getElement().executeJs(RESTORE);
    }
}
