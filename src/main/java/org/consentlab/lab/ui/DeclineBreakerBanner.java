package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.PageBanner;
import org.consentlab.base.ui.PagePath;
import org.consentlab.base.ui.Pushes;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.DeclineBreaker;
import org.consentlab.toolcall.DeclineBreakers;
import org.springframework.scheduling.TaskScheduler;

/**
 * Above every page while a decline breaker is on in the learner's sandbox: which tool, what it
 * holds back and what it does not, and the person's control to let agents ask again
 * ({@code decline-breaker-lift}, a person's click only). The page says so because a guard the
 * person cannot see would look like a broken lab. In full on the page where it tripped (the page of
 * the latest decline), one line with its account folded away on every other, so it never pushes
 * another lab's content down. It redraws from the records on every change of calls or gates, on
 * navigation, and when the breaker lifts by itself; a screen reader hears it through the page's
 * live region only when the tools it holds change.
 */
@org.springframework.stereotype.Component
class DeclineBreakerBanner implements PageBanner {

    private final DeclineBreakers breakers;
    private final SandboxEvents events;
    private final TaskScheduler scheduler;

    DeclineBreakerBanner(DeclineBreakers breakers, SandboxEvents events, TaskScheduler scheduler) {
        this.breakers = breakers;
        this.events = events;
        this.scheduler = scheduler;
    }

    @Override
    public Component banner(SandboxId sandbox) {
        // Like the failure banner, the breaker's element is in the page only while it is on.
        Div slot = new Div();
        AtomicReference<ScheduledFuture<?>> lifting = new AtomicReference<>();
        AtomicReference<String> held = new AtomicReference<>("");
        AtomicReference<String> path = new AtomicReference<>("");
        Runnable show = new Runnable() {
            @Override
            public void run() {
                List<DeclineBreaker> on = breakers.on(sandbox);
                String tools = on.stream().map(DeclineBreaker::tool).collect(Collectors.joining(" "));
                if (!tools.equals(held.getAndSet(tools))) {
                    LiveRegion.announce(slot, DeclineBreakerNotice.announcement(tools));
                }
                slot.removeAll();
                if (!on.isEmpty()) {
                    boolean trippedHere = on.stream().anyMatch(breaker -> trippedOn(breaker, path.get()));
                    slot.add(DeclineBreakerNotice.of(
                            on,
                            trippedHere,
                            lift -> lift.forEach(
                                    breaker -> breakers.lift(sandbox, breaker.tool(), sandbox.learner()))));
                    redrawWhenLifted(slot, on.getFirst().liftsAt(), lifting, this);
                }
            }
        };
        show.run();
        PagePath.follow(slot, now -> {
            path.set(now);
            show.run();
        });
        events.refreshWhileAttached(slot, sandbox, Set.of(SandboxChange.CALLS, SandboxChange.GATES), show::run);
        slot.addDetachListener(detach -> {
            ScheduledFuture<?> pending = lifting.getAndSet(null);
            if (pending != null) {
                pending.cancel(false);
            }
        });
        return slot;
    }

    /** Routes are recorded as {@code /labs/account}, a page's path reads {@code labs/account}. */
    static boolean trippedOn(DeclineBreaker breaker, String path) {
        String tripped = breaker.tripped();
        return tripped != null && tripped.replaceFirst("^/", "").equals(path.replaceFirst("^/", ""));
    }

    /** The breaker lifts when its oldest decline leaves the window: nothing is recorded then, so the page looks itself. */
    private void redrawWhenLifted(
            Div slot, Instant liftsAt, AtomicReference<ScheduledFuture<?>> lifting, Runnable show) {
        UI ui = slot.getUI().orElse(UI.getCurrent());
        if (ui == null) {
            return;
        }
        ScheduledFuture<?> next = scheduler.schedule(() -> Pushes.access(ui, show::run), liftsAt.plusMillis(500));
        ScheduledFuture<?> previous = lifting.getAndSet(next);
        if (previous != null) {
            previous.cancel(false);
        }
    }
}
