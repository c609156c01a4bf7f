package org.consentlab.base.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.UIDetachedException;
import com.vaadin.flow.server.Command;

/** Updates a page from any thread by server push; a page that has gone away is simply skipped. */
public final class Pushes {

    private Pushes() {}

    public static void access(UI ui, Command command) {
        try {
            ui.access(command);
        } catch (UIDetachedException e) {
            // The page is closed: nobody is left to show the update to.
        }
    }
}
