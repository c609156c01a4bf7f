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

    /** The SQL expression that takes the next value, for a statement that stores it without needing it back. */
    public static final String NEXT = "nextval('event_seq')";

    public long next() {
        return jdbc.sql("SELECT " + NEXT).query(Long.class).single();
    }
}
