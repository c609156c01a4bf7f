package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.Comparator;
import java.util.Optional;
import java.util.function.LongFunction;
import org.consentlab.base.Timestamps;
import org.consentlab.i18n.Texts;
import org.consentlab.lab.LifecycleSnapshot;
import org.consentlab.toolcall.CallTimeline;
import org.consentlab.toolcall.TimelineEvent;
import org.consentlab.toolcall.TimelineLane;
import org.consentlab.toolcall.WireEntry;

/**
 * For each request of the current run that went through the effect boundary: when it left, whether
 * it waits there, and what was on the person's screen at that instant, read from the timeline.
 * Before anything has gone through, it says so in one line.
 */
class HeldRequests extends Composite<Div> {

    private final UnorderedList items = new UnorderedList();
    private final LongFunction<Optional<CallTimeline>> timelineOf;

    HeldRequests(LongFunction<Optional<CallTimeline>> timelineOf) {
        this.timelineOf = timelineOf;
        items.setId("held-requests");
        items.addClassName("held-requests");
        getContent().add(items);
    }

    void show(LifecycleSnapshot now) {
        items.removeAll();
        now.run().ifPresent(run -> {
            Optional<CallTimeline> timeline = timelineOf.apply(run.callId());
            now.wire().stream()
                    .filter(entry -> entry.isFor(run.callId()))
                    .forEach(entry -> items.add(item(entry, timeline)));
        });
        long count = items.getChildren().count();
        // Always on the page, so that a tester's script finds the list before the first run too.
        items.getElement().setAttribute("data-count", String.valueOf(count));
        if (count == 0) {
            ListItem none = new ListItem(getTranslation("lifecycle.held.none"));
            none.addClassName("muted");
            items.add(none);
        }
    }

    private ListItem item(WireEntry entry, Optional<CallTimeline> timeline) {
        String onScreen = timeline.flatMap(t -> t.in(TimelineLane.SCREEN).stream()
                        .filter(event -> event.seq() <= entry.seq())
                        .max(Comparator.comparingLong(TimelineEvent::seq)))
                .map(TimelineEvent::text)
                .orElse(getTranslation("lifecycle.held.no-dialog"));
        String where =
                getTranslation("lifecycle.held.where." + entry.hold().name().toLowerCase());
        ListItem item = new ListItem(getTranslation(
                "lifecycle.held.item",
                Texts.isolate(entry.request()),
                Texts.isolate(Timestamps.clock(entry.at())),
                where,
                onScreen));
        item.addClassName(entry.held() ? "held" : "sent");
        return item;
    }
}
