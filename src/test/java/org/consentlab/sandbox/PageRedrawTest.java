package org.consentlab.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.server.VaadinSession;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.PushedChanges;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * An agent's traffic never takes the page away from the person: changes are coalesced into few
 * redraws, the agent's call never waits for a redraw, and a click never queues behind redraws.
 * Nothing here is timed; timeouts only keep a broken build from hanging.
 */
class PageRedrawTest extends LabBrowserlessTest {

    @Autowired
    SandboxEvents events;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ToolCallService toolCalls;

    private final ExecutorService agents = Executors.newFixedThreadPool(8);

    @AfterEach
    void stopAgents() {
        agents.shutdownNow();
    }

    @Test
    void aBurstOfAThousandChangesForOnePageIsOneRedraw() throws Exception {
        SandboxId sandbox = sandboxes.create();
        AtomicInteger redraws = new AtomicInteger();
        openPage(sandbox, redraws::incrementAndGet);

        burst(sandbox, SandboxChange.CALLS, 1000);
        awaitQueuedRedraw();
        PushedChanges.deliver();

        assertThat(redraws.get()).isEqualTo(1);
        // Coalescing drops no news: a later change brings a later redraw.
        events.changed(sandbox, SandboxChange.CALLS);
        await("the next redraw", () -> redraws.get() == 2);
    }

    @Test
    void theAgentsCallReturnsBeforeThePagesRedrawRuns() throws Exception {
        SandboxId sandbox = sandboxes.create();
        CountDownLatch redrawStarted = new CountDownLatch(1);
        CountDownLatch letRedrawFinish = new CountDownLatch(1);
        AtomicReference<Thread> redrawThread = new AtomicReference<>();
        openPage(sandbox, () -> {
            redrawThread.set(Thread.currentThread());
            redrawStarted.countDown();
            awaitQuietly(letRedrawFinish);
        });
        VaadinSession session = VaadinSession.getCurrent();
        session.unlock(); // between requests: nobody holds the person's page
        try {
            AtomicReference<Thread> agentThread = new AtomicReference<>();
            Future<ToolResult> call = agents.submit(() -> {
                agentThread.set(Thread.currentThread());
                return toolCalls.invoke(new ToolCallRequest(
                        sandbox, Channel.MCP, "mcp-client", "get_account", "{}", null, "agent", "/mcp"));
            });

            // The redraw is held open, yet the agent has its answer.
            ToolResult result = call.get(20, TimeUnit.SECONDS);
            assertThat(result.isError()).isFalse();
            assertThat(redrawStarted.await(20, TimeUnit.SECONDS)).isTrue();
            assertThat(redrawThread.get()).isNotSameAs(agentThread.get());
            assertThat(redrawThread.get().getName()).startsWith("page-redraw");
        } finally {
            letRedrawFinish.countDown();
            session.lock();
        }
    }

    @Test
    void aClickDuringABurstIsHandledBeforeTheQueuedRedraws() throws Exception {
        SandboxId sandbox = sandboxes.create();
        List<String> happened = Collections.synchronizedList(new ArrayList<>());
        openPage(sandbox, () -> {
            happened.add("redraw");
            sleepQuietly(20); // a page with something to draw
        });
        Button cancel = new Button("Cancel", click -> happened.add("click"));
        UI.getCurrent().add(cancel);
        VaadinSession session = VaadinSession.getCurrent();
        session.unlock();
        AtomicBoolean agentsRun = new AtomicBoolean(true);
        int redrawsBeforeClick = 0;
        boolean served = false;
        try {
            for (int agent = 0; agent < 8; agent++) {
                agents.submit(() -> {
                    while (agentsRun.get()) {
                        events.changed(sandbox, SandboxChange.CALLS);
                    }
                });
            }
            while (!happened.contains("redraw")) {
                Thread.onSpinWait();
            }
            // The click's request takes the page (the limit only keeps a broken build from hanging).
            served = session.getLockInstance().tryLock(30, TimeUnit.SECONDS);
            // Counted once the click holds the page: a redraw that ran while the click was still
            // waiting for it ran before the click arrived, which is allowed.
            redrawsBeforeClick = happened.size();
        } finally {
            if (!served) {
                agentsRun.set(false);
                session.lock();
            }
        }
        assertThat(served)
                .as("the click's request got the page while the agents ran")
                .isTrue();
        try {
            // However long the agents have run, at most one redraw waits in the page's queue.
            assertThat(session.getPendingAccessQueue()).hasSizeLessThanOrEqualTo(1);
            test(cancel).click();
            assertThat(happened.subList(redrawsBeforeClick, happened.size()))
                    .as("redraws that ran between the click's arrival and its handling")
                    .containsExactly("click");
        } finally {
            agentsRun.set(false);
        }
        // The redraw that waited behind the click is not lost: it runs once the click's request lets go.
        int afterClick = happened.size();
        await("the redraw queued behind the click", () -> happened.size() > afterClick);
        assertThat(happened.get(afterClick)).isEqualTo("redraw");
    }

    @Test
    void theApprovalsPageHearsOfGatesAnywhereAndOfNothingElse() throws Exception {
        SandboxId elsewhere = sandboxes.create();
        AtomicInteger redraws = new AtomicInteger();
        Div approvals = new Div();
        events.refreshOnAnyChange(approvals, EnumSet.of(SandboxChange.GATES), redraws::incrementAndGet);
        UI.getCurrent().add(approvals);

        burst(elsewhere, SandboxChange.CALLS, 1000);
        burst(elsewhere, SandboxChange.WIRE, 10);
        events.changed(elsewhere, SandboxChange.GATES);
        awaitQueuedRedraw();
        PushedChanges.deliver();
        assertThat(redraws.get()).isEqualTo(1);

        burst(elsewhere, SandboxChange.CALLS, 1000);
        sleepQuietly(500); // longer than the redraw gap: a redraw, if any were due, would be queued by now
        PushedChanges.deliver();
        assertThat(redraws.get()).isEqualTo(1);
    }

    /**
     * A lab page has several parts that listen (the lab, its banners, its tour): one redraw runs
     * every part that was told, in one access, so the page sends one push message, not one a part.
     */
    @Test
    void thePartsOfOnePageRedrawTogetherAndAPartThatLeftIsNotRedrawn() throws Exception {
        SandboxId sandbox = sandboxes.create();
        AtomicInteger lab = new AtomicInteger();
        AtomicInteger banner = new AtomicInteger();
        AtomicInteger tour = new AtomicInteger();
        openPage(sandbox, lab::incrementAndGet);
        openPage(sandbox, banner::incrementAndGet);
        Div tourPanel = openPage(sandbox, tour::incrementAndGet);
        VaadinSession session = VaadinSession.getCurrent();

        burst(sandbox, SandboxChange.CALLS, 100);
        awaitQueuedRedraw();
        sleepQuietly(500); // longer than the redraw gap: a second redraw, if any were due, would be queued by now
        assertThat(session.getPendingAccessQueue())
                .as("one redraw for the page")
                .hasSize(1);
        UI.getCurrent().remove(tourPanel); // the tour closed before the redraw ran
        PushedChanges.deliver();

        assertThat(List.of(lab.get(), banner.get(), tour.get())).containsExactly(1, 1, 0);
    }

    private Div openPage(SandboxId sandbox, com.vaadin.flow.server.Command redraw) {
        Div page = new Div();
        events.refreshWhileAttached(page, sandbox, redraw);
        UI.getCurrent().add(page);
        return page;
    }

    private void burst(SandboxId sandbox, SandboxChange kind, int changes) throws Exception {
        List<Future<?>> sent = new ArrayList<>();
        for (int i = 0; i < changes; i++) {
            sent.add(agents.submit(() -> events.changed(sandbox, kind)));
        }
        for (Future<?> change : sent) {
            change.get(20, TimeUnit.SECONDS);
        }
    }

    private static void awaitQueuedRedraw() throws InterruptedException {
        VaadinSession session = VaadinSession.getCurrent();
        for (int i = 0; i < 1000 && session.getPendingAccessQueue().isEmpty(); i++) {
            Thread.sleep(10);
        }
        assertThat(session.getPendingAccessQueue()).isNotEmpty();
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
