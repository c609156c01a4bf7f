package org.consentlab.base;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * One database sequence orders transitions, decisions, wire entries and audit rows. Two events
 * in the same millisecond are still strictly ordered, so "before the decision" is never a guess.
 */
@Component
public class EventSequence {

    private final JdbcClient jdbc;
    private final String next;

    EventSequence(JdbcClient jdbc, DataSource dataSource) throws SQLException {
        this.jdbc = jdbc;
        try (Connection connection = dataSource.getConnection()) {
            // H2 parses the name in nextval('...') again at every row; its standard form is bound once, when parsed.
            // PostgreSQL knows only nextval.
            this.next = Databases.isH2(connection) ? "NEXT VALUE FOR event_seq" : "nextval('event_seq')";
        }
    }

    /** The SQL expression that takes the next value, for a statement that stores it without needing it back. */
    public String nextValue() {
        return next;
    }

    public long next() {
        return jdbc.sql("SELECT " + next).query(Long.class).single();
    }
}
