package org.consentlab;

import com.vaadin.flow.server.VaadinSession;

/**
 * In a browserless test the test thread holds the session lock, so work that another thread
 * pushed with {@code ui.access} waits in the session's queue; this runs it, as the unlock at the
 * end of a real request would.
 */
public final class PushedChanges {

    private PushedChanges() {}

    /**
     * Waits until work pushed from other threads is queued and no more arrives for a second (each
     * of a page's parts queues its redraw on its own), at most twenty seconds: for counting what
     * one batch of redraws costs.
     */
    public static void awaitQueuedAndSettled() throws InterruptedException {
        VaadinSession session = VaadinSession.getCurrent();
        long giveUp = System.nanoTime() + 20_000_000_000L;
        int queued = 0;
        long changedAt = System.nanoTime();
        while (System.nanoTime() < giveUp) {
            int now = session.getPendingAccessQueue().size();
            if (now != queued) {
                queued = now;
                changedAt = System.nanoTime();
            } else if (queued > 0 && System.nanoTime() - changedAt > 1_000_000_000L) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no redraw was queued, or redraws kept arriving");
    }

    public static void deliver() {
        VaadinSession session = VaadinSession.getCurrent();
        session.getService().runPendingAccessTasks(session);
    }
}
