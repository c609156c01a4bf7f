package org.consentlab;

import com.vaadin.flow.server.VaadinSession;

/**
 * In a browserless test the test thread holds the session lock, so work that another thread
 * pushed with {@code ui.access} waits in the session's queue; this runs it, as the unlock at the
 * end of a real request would.
 */
public final class PushedChanges {

    private PushedChanges() {}

    public static void deliver() {
        VaadinSession session = VaadinSession.getCurrent();
        session.getService().runPendingAccessTasks(session);
    }
}
