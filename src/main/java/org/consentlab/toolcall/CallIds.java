package org.consentlab.toolcall;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.consentlab.base.Databases;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Takes a call's id before its row is written, from the sequence the row's own insert would take
 * it from: a read answered in the step that opened it is written once, when it is answered, yet its
 * audit rows and its handler name it by its id before (V198).
 */
@Component
class CallIds {

    private final JdbcClient jdbc;
    private final String next;

    CallIds(JdbcClient jdbc, DataSource dataSource) throws SQLException {
        this.jdbc = jdbc;
        try (Connection connection = dataSource.getConnection()) {
            this.next = Databases.isH2(connection)
                    ? "SELECT NEXT VALUE FOR tool_call_ids"
                    : "SELECT nextval(pg_get_serial_sequence('tool_call', 'id'))";
        }
    }

    long next() {
        return jdbc.sql(next).query(Long.class).single();
    }
}
