package org.consentlab.toolcall;

import java.util.List;

/**
 * Everything the timeline shows for one call: the lifecycle states it has reached, in order,
 * and its events in every lane. Built by whoever owns the data, so any lab can feed its own.
 */
public record CallTimeline(long callId, String title, List<CallState> reached, List<TimelineEvent> events) {

    public CallTimeline {
        reached = List.copyOf(reached);
        events = events.stream()
                .sorted(java.util.Comparator.comparingLong(TimelineEvent::seq))
                .toList();
    }

    public List<TimelineEvent> in(TimelineLane lane) {
        return events.stream().filter(event -> event.lane() == lane).toList();
    }
}
