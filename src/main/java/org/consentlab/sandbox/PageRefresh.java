package org.consentlab.sandbox;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.UIDetachedException;
import com.vaadin.flow.server.Command;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jspecify.annotations.Nullable;

/**
 * One open page's redraw, coalesced: however many changes arrive, at most one redraw is pending,
 * and redraws start at least {@code gap} apart. A page is one {@link UI} and may have several
 * parts that listen (a lab, its banners, its tour): every part a change is news to is told first,
 * then the page hears of the change once, and one redraw runs every part that was told, in one
 * {@code ui.access}, so the page sends one push message per redraw, not one per part. Hearing of a
 * change only flips a flag and, the first time, schedules a task, so the publishing thread (an
 * agent's request) never waits for a page; the redraw itself is queued with {@code ui.access} from
 * the scheduler's thread. Because at most one redraw waits in the session's queue, a person's
 * click waits for at most the one running redraw.
 *
 * <p>A gate change is what the person must see in order to decide, so the first one within a gap
 * does not wait the gap out: it starts the next redraw at once. Later gate changes within the
 * same gap wait as usual, so even a flood of gate changes costs at most two redraws per gap.
 *
 * <p>That hurried redraw starts on a lane of its own ({@code gateLane}), never behind the other
 * pages' redraws: when a room's agent traffic keeps the ordinary scheduler's threads busy (every
 * page due at once, each redraw reading the database), a task due "now" there waits for every
 * page due before it, seconds in a room of hundreds across two nodes. A gate's redraw waits for at
 * most the gate redraws of other pages, which the gap keeps to one per page per gap.
 */
final class PageRefresh {

    private final UI ui;
    /** The parts told of a change since the last redraw, in the order they were told. */
    private final Set<Command> due = new LinkedHashSet<>(); // guarded by itself

    private final ScheduledExecutorService scheduler;
    private final ScheduledExecutorService gateLane;
    private final long gapNanos;
    private final AtomicBoolean pending = new AtomicBoolean();
    private final AtomicBoolean ownPending = new AtomicBoolean();
    private volatile long lastStart = System.nanoTime() - Long.MAX_VALUE / 2;
    private long lastHurried = System.nanoTime() - Long.MAX_VALUE / 2; // guarded by this
    private @Nullable ScheduledFuture<?> next; // guarded by this

    PageRefresh(UI ui, ScheduledExecutorService scheduler, ScheduledExecutorService gateLane, Duration gap) {
        this.ui = ui;
        this.scheduler = scheduler;
        this.gateLane = gateLane;
        this.gapNanos = gap.toNanos();
    }

    /**
     * {@code part} shows what changed: it is redrawn with the page's next redraw. Every part a
     * change is news to is told before the page hears of the change ({@link #changed}), so that
     * a redraw started by the change (a gate's, at once) draws all of them.
     */
    void tell(Command part) {
        synchronized (due) {
            due.add(part); // before the flag is read: a redraw that clears the flag runs this part
        }
    }

    /** A change the told parts show happened: cheap, never blocks, and never runs the redraw on the caller's thread. */
    void changed(SandboxChange kind) {
        if (UI.getCurrent() == ui) {
            // The person's own action, on their own request: redrawn as that request ends, in its response,
            // even while a redraw for agent traffic is scheduled.
            if (ownPending.compareAndSet(false, true)) {
                ui.access(() -> {
                    ownPending.set(false);
                    redrawDueParts();
                });
            }
            return;
        }
        boolean gate = kind == SandboxChange.GATES;
        if (!gate && pending.get()) {
            return; // the common case under agent traffic: a redraw is already on its way
        }
        synchronized (this) {
            long now = System.nanoTime();
            boolean mayHurry = gate && now - lastHurried >= gapNanos;
            if (pending.compareAndSet(false, true)) {
                schedule(mayHurry ? gateLane : scheduler, mayHurry ? 0 : Math.max(0, lastStart + gapNanos - now));
            } else if (mayHurry && next != null && next.cancel(false)) {
                // Not started yet, whether still waiting out the gap or already due behind other
                // pages' redraws: it goes on the gate lane. One that has started has cleared the
                // flag or will redraw after this change (the flag is cleared before the re-read).
                schedule(gateLane, 0);
            } else {
                return;
            }
            if (mayHurry) {
                lastHurried = now;
            }
        }
    }

    private void schedule(ScheduledExecutorService lane, long waitNanos) {
        try {
            next = lane.schedule(this::queue, waitNanos, TimeUnit.NANOSECONDS);
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
                redrawDueParts();
            });
        } catch (UIDetachedException e) {
            pending.set(false);
        }
    }

    /** A part that left the page (detached) is not redrawn for news it was told before. */
    void forget(Command part) {
        synchronized (due) {
            due.remove(part);
        }
    }

    private void redrawDueParts() {
        List<Command> parts;
        synchronized (due) {
            parts = List.copyOf(due);
            due.clear();
        }
        RuntimeException failed = null;
        for (Command part : parts) {
            try {
                part.execute();
            } catch (RuntimeException e) {
                // One part that fails must not keep the page's other parts from showing the news.
                if (failed == null) {
                    failed = e;
                } else {
                    failed.addSuppressed(e);
                }
            }
        }
        if (failed != null) {
            throw failed;
        }
    }
}
