package org.consentlab.base;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * One database sequence orders transitions, decisions, wire entries and audit rows. Two events
 * in the same millisecond are still strictly ordered, so "before the decision" is never a guess.
 */
@Component
public class EventSequence {

    private final JdbcClient jdbc;

    EventSequence(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public long next() {
        return jdbc.sql("SELECT nextval('event_seq')").query(Long.class).single();
    }
}
