package org.consentlab.sandbox;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.UIDetachedException;
import com.vaadin.flow.server.Command;
import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One open page's redraw, coalesced: however many changes arrive, at most one redraw is pending,
 * and redraws start at least {@code gap} apart. A change only flips a flag and, the first time,
 * schedules a task, so the publishing thread (an agent's request) never waits for a page; the
 * redraw itself is queued with {@code ui.access} from the scheduler's thread. Because at most one
 * redraw waits in the session's queue, a person's click waits for at most the one running redraw.
 */
final class PageRefresh implements Runnable {

    private final UI ui;
    private final Command redraw;
    private final ScheduledExecutorService scheduler;
    private final long gapNanos;
    private final AtomicBoolean pending = new AtomicBoolean();
    private final AtomicBoolean ownPending = new AtomicBoolean();
    private volatile long lastStart = System.nanoTime() - Long.MAX_VALUE / 2;

    PageRefresh(UI ui, Command redraw, ScheduledExecutorService scheduler, Duration gap) {
        this.ui = ui;
        this.redraw = redraw;
        this.scheduler = scheduler;
        this.gapNanos = gap.toNanos();
    }

    /** A change happened: cheap, never blocks, and never runs the redraw on the caller's thread. */
    @Override
    public void run() {
        if (UI.getCurrent() == ui) {
            // The person's own action, on their own request: redrawn as that request ends, in its response,
            // even while a redraw for agent traffic is scheduled.
            if (ownPending.compareAndSet(false, true)) {
                ui.access(() -> {
                    ownPending.set(false);
                    redraw.execute();
                });
            }
            return;
        }
        if (!pending.compareAndSet(false, true)) {
            return;
        }
        long wait = Math.max(0, lastStart + gapNanos - System.nanoTime());
        try {
            scheduler.schedule(this::queue, wait, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            // Shutting down: nobody will be shown this change.
            pending.set(false);
        }
    }

    private void queue() {
        try {
            ui.access(() -> {
                // Cleared first, so that a change made while redrawing schedules the next redraw.
                pending.set(false);
                lastStart = System.nanoTime();
                redraw.execute();
            });
        } catch (UIDetachedException e) {
            pending.set(false);
        }
    }
}
