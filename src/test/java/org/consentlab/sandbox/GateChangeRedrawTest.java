package org.consentlab.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.server.Command;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.shared.Registration;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.PushedChanges;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A gate change does not wait out the redraw gap, since the person must see the prompt to decide;
 * other changes do, and so does a second gate change within the same gap. The gap here is an
 * hour, so "waits the gap" cannot be confused with "is slow": nothing is timed.
 */
class GateChangeRedrawTest extends LabBrowserlessTest {

    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
    private final ScheduledExecutorService gateLane = Executors.newSingleThreadScheduledExecutor();

    @AfterEach
    void stop() {
        scheduler.shutdownNow();
        gateLane.shutdownNow();
    }

    @Test
    void theFirstGateChangeWithinAGapRedrawsAtOnceAndTheRestWait() throws Exception {
        AtomicInteger redraws = new AtomicInteger();
        Command redraw = redraws::incrementAndGet;
        VaadinSession session = VaadinSession.getCurrent();
        UI ui = UI.getCurrent();
        PageRefresh page = new PageRefresh(ui, scheduler, gateLane, Duration.ofHours(1));
        UI.setCurrent(null); // changes arrive from agents' threads, not from this page's request
        try {
            page.tell(redraw);
            page.changed(SandboxChange.CALLS);
            awaitQueued(session);
            deliver(ui);
            assertThat(redraws.get())
                    .as("after a quiet spell, the first redraw is at once")
                    .isEqualTo(1);

            page.tell(redraw);
            page.changed(SandboxChange.CALLS);
            Thread.sleep(300);
            assertThat(session.getPendingAccessQueue())
                    .as("a call's change waits out the gap")
                    .isEmpty();

            page.tell(redraw);
            page.changed(SandboxChange.GATES);
            awaitQueued(session);
            deliver(ui);
            assertThat(redraws.get()).as("the gate's change jumped the gap").isEqualTo(2);

            page.tell(redraw);
            page.changed(SandboxChange.GATES);
            Thread.sleep(300);
            assertThat(session.getPendingAccessQueue())
                    .as("a second gate change in the gap waits too")
                    .isEmpty();
        } finally {
            UI.setCurrent(ui);
        }
    }

    /**
     * In a room, the other pages' redraws can keep every redraw thread busy: a task due now waits
     * for all those due before it (seconds, across two nodes). A gate's redraw does not queue there.
     */
    @Test
    void aGatesRedrawDoesNotWaitBehindOtherPagesRedraws() throws Exception {
        VaadinSession session = VaadinSession.getCurrent();
        UI ui = UI.getCurrent();
        AtomicInteger redraws = new AtomicInteger();
        Command redraw = redraws::incrementAndGet;
        PageRefresh page = new PageRefresh(ui, scheduler, gateLane, Duration.ofHours(1));
        CountDownLatch otherPagesDone = new CountDownLatch(1);
        scheduler.execute(() -> awaitQuietly(otherPagesDone)); // the other pages' redraws, still running
        UI.setCurrent(null);
        try {
            page.tell(redraw);
            page.changed(SandboxChange.GATES);
            awaitQueued(session);
            deliver(ui);
            assertThat(redraws.get()).as("a gate on a quiet page").isEqualTo(1);

            UI.setCurrent(null);
            PageRefresh busy = new PageRefresh(ui, scheduler, gateLane, Duration.ofHours(1));
            busy.tell(redraw);
            busy.changed(SandboxChange.CALLS); // due at once, behind the other pages
            Thread.sleep(300);
            assertThat(session.getPendingAccessQueue()).isEmpty();
            busy.tell(redraw);
            busy.changed(SandboxChange.GATES);
            awaitQueued(session);
            deliver(ui);
            assertThat(redraws.get())
                    .as("a gate on a page whose redraw was due")
                    .isEqualTo(2);
        } finally {
            otherPagesDone.countDown();
            UI.setCurrent(ui);
        }
    }

    /**
     * A page's parts are all told of a gate before its hurried redraw starts: a part told last (here
     * after a slow listener of the same sandbox) is drawn by that redraw, not an hour-long gap later.
     */
    @Test
    void aGatesHurriedRedrawDrawsEveryPartOfThePageHowLateItWasTold() throws Exception {
        SandboxEvents events = new SandboxEvents(Duration.ofHours(1));
        SandboxId sandbox = SandboxId.random();
        AtomicInteger lab = new AtomicInteger();
        AtomicInteger banner = new AtomicInteger();
        Div labPart = new Div();
        Div bannerPart = new Div();
        events.refreshWhileAttached(labPart, sandbox, lab::incrementAndGet);
        UI.getCurrent().add(labPart);
        Registration slow = events.subscribe(sandbox, () -> sleepQuietly(300));
        events.refreshWhileAttached(bannerPart, sandbox, banner::incrementAndGet);
        UI.getCurrent().add(bannerPart);
        VaadinSession session = VaadinSession.getCurrent();
        session.unlock(); // between requests: a redraw runs as soon as it is queued
        try {
            CompletableFuture.runAsync(() -> events.changed(sandbox, SandboxChange.GATES))
                    .get(20, TimeUnit.SECONDS);
            for (int i = 0; i < 2000 && banner.get() == 0; i++) {
                Thread.sleep(10);
            }
            assertThat(List.of(lab.get(), banner.get())).as("both parts drawn").containsExactly(1, 1);
        } finally {
            session.lock();
            slow.remove();
            events.stop();
        }
    }

    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void awaitQueued(VaadinSession session) throws InterruptedException {
        for (int i = 0; i < 500 && session.getPendingAccessQueue().isEmpty(); i++) {
            Thread.sleep(10);
        }
        assertThat(session.getPendingAccessQueue()).isNotEmpty();
    }

    private static void deliver(UI ui) {
        UI.setCurrent(ui);
        PushedChanges.deliver();
        UI.setCurrent(null);
    }
}
