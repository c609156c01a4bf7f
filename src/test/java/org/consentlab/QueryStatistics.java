package org.consentlab;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The statements the test database ran and the rows they returned, counted by H2 itself ({@code
 * INFORMATION_SCHEMA.QUERY_STATISTICS}): a cost that does not depend on how busy the machine is.
 * Each test context has a private database, so what runs between two snapshots is what the test
 * made run (nothing else is scheduled in tests).
 */
public final class QueryStatistics {

    /** One statement's executions and rows between two snapshots. */
    public record Counts(long executions, long rows) {}

    /** The statement that lets the last queries count (see {@link #now()}); not counted itself. */
    private static final String SETTLE = "SELECT 1";

    private final JdbcClient jdbc;
    private final HikariDataSource pool;
    private Map<String, Counts> snapshot = Map.of();

    public QueryStatistics(JdbcClient jdbc, DataSource dataSource) throws SQLException {
        this.jdbc = jdbc;
        this.pool = dataSource.unwrap(HikariDataSource.class);
        jdbc.sql("SET QUERY_STATISTICS_MAX_ENTRIES 1000").update();
        jdbc.sql("SET QUERY_STATISTICS TRUE").update();
    }

    /** From now on. */
    public void snapshot() {
        snapshot = now();
    }

    /** Statement (its SQL) → what it cost since the snapshot; statements that did not run are left out. */
    public Map<String, Counts> sinceSnapshot() {
        Map<String, Counts> since = new HashMap<>();
        now().forEach((sql, counts) -> {
            Counts was = snapshot.getOrDefault(sql, new Counts(0, 0));
            if (counts.executions() > was.executions()) {
                since.put(sql, new Counts(counts.executions() - was.executions(), counts.rows() - was.rows()));
            }
        });
        return since;
    }

    public static long statements(Map<String, Counts> counts) {
        return counts.values().stream().mapToLong(Counts::executions).sum();
    }

    public static long rows(Map<String, Counts> counts) {
        return counts.values().stream().mapToLong(Counts::rows).sum();
    }

    /** One line per statement, for a test's output. */
    public static String describe(Map<String, Counts> counts) {
        StringBuilder lines = new StringBuilder();
        counts.forEach((sql, cost) -> {
            String oneLine = sql.replaceAll("\\s+", " ");
            lines.append("  %3d × %4d rows  %s%n"
                    .formatted(cost.executions(), cost.rows(), oneLine.substring(0, Math.min(140, oneLine.length()))));
        });
        return lines.toString();
    }

    private Map<String, Counts> now() {
        settle();
        Map<String, Counts> counts = new HashMap<>();
        jdbc.sql("SELECT SQL_STATEMENT, EXECUTION_COUNT, CUMULATIVE_ROW_COUNT FROM INFORMATION_SCHEMA.QUERY_STATISTICS")
                .query((rs, row) -> counts.put(rs.getString(1), new Counts(rs.getLong(2), rs.getLong(3))))
                .list();
        counts.keySet()
                .removeIf(sql -> sql.contains("INFORMATION_SCHEMA") || sql.startsWith("SET ") || sql.equals(SETTLE));
        return counts;
    }

    /**
     * H2 counts a query once it stops, and a query whose rows it reads lazily stops only when its
     * connection runs the next statement: so every connection of the pool runs one, held all at once
     * so that each is a different one. With one connection settled, the last statements a redraw ran
     * on the others went uncounted (a redraw of four statements counted none).
     */
    private void settle() {
        List<Connection> held = new ArrayList<>();
        try {
            for (int k = 0; k < pool.getHikariPoolMXBean().getTotalConnections(); k++) {
                Connection connection = pool.getConnection();
                held.add(connection);
                try (Statement statement = connection.createStatement()) {
                    statement.execute(SETTLE);
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        } finally {
            held.forEach(QueryStatistics::close);
        }
    }

    private static void close(Connection connection) {
        try {
            connection.close();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
