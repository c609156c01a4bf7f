package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.consentlab.base.Timestamps;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.PageBanner;
import org.consentlab.base.ui.Pushes;
import org.consentlab.base.ui.TrustedClickEvent;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.DeclineBreaker;
import org.consentlab.toolcall.DeclineBreakers;
import org.springframework.scheduling.TaskScheduler;

/**
 * Above every page while a decline breaker is on in the learner's sandbox: which tool, after how
 * many declines, and when it lifts by itself, with the person's control to let agents ask again
 * ({@code decline-breaker-lift}, a person's click only: an agent's script calling click() is
 * ignored). The page says so because a guard the person cannot see would look like a broken lab.
 * It redraws from the records on every change of calls or gates and when the breaker lifts by itself;
 * a screen reader hears it through the page's live region only when the tools it holds change.
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
        Runnable show = new Runnable() {
            @Override
            public void run() {
                List<DeclineBreaker> on = breakers.on(sandbox);
                String tools = on.stream().map(DeclineBreaker::tool).collect(Collectors.joining(" "));
                if (!tools.equals(held.getAndSet(tools))) {
                    LiveRegion.announce(slot, tools.isEmpty() ? "Decline breaker off: agents' requests are put to you again."
                            : "Decline breaker on for " + tools + ": agents' new requests for it are not put to you. "
                            + "Your own buttons still work; Let agents ask again lifts it.");
                }
                slot.removeAll();
                if (!on.isEmpty()) {
                    slot.add(banner(sandbox, on));
                    redrawWhenLifted(slot, on.getFirst().liftsAt(), lifting, this);
                }
            }
        };
        show.run();
        events.refreshWhileAttached(slot, sandbox, Set.of(SandboxChange.CALLS, SandboxChange.GATES), show::run);
        slot.addDetachListener(detach -> {
            ScheduledFuture<?> pending = lifting.getAndSet(null);
            if (pending != null) {
                pending.cancel(false);
            }
        });
        return slot;
    }

    private Div banner(SandboxId sandbox, List<DeclineBreaker> on) {
        String which = on.stream().map(breaker -> "%s (%d declines in a row; lifts by itself at %s)".formatted(
                breaker.tool(), breaker.declines(), Timestamps.seconds(breaker.liftsAt())))
                .collect(Collectors.joining("; "));
        Span text = new Span("Decline breaker on — you said no to agents several times, so agents' new requests for "
                + which + " are not put to you: the agent is told to ask you in conversation. Your own buttons still "
                + "work. ");
        Button lift = new Button("Let agents ask again");
        lift.setId("decline-breaker-lift");
        lift.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_CONTRAST);
        TrustedClickEvent.listen(lift, click -> {
            if (click.isTrusted()) {
                on.forEach(breaker -> breakers.lift(sandbox, breaker.tool(), sandbox.learner()));
            }
        });
        Div banner = new Div(text, lift);
        banner.setId("decline-breaker");
        banner.addClassName("decline-breaker");
        banner.getElement().setAttribute("data-tools",
                on.stream().map(DeclineBreaker::tool).collect(Collectors.joining(" ")));
        return banner;
    }

    /** The breaker lifts when its oldest decline leaves the window: nothing is recorded then, so the page looks itself. */
    private void redrawWhenLifted(Div slot, Instant liftsAt, AtomicReference<ScheduledFuture<?>> lifting,
                                  Runnable show) {
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
