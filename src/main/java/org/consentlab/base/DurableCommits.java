package org.consentlab.base;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Makes every commit reach the database file before the app answers. Embedded H2 by default
 * writes committed changes to its file up to half a second later ({@code WRITE_DELAY} 500 ms), so
 * a kill in that window lost gates an agent had already been told were PENDING, and decisions a
 * person had already seen. With a delay of 0 each commit is written out as it happens. The
 * setting is the database's own and persistent; it is set on every start, whatever the JDBC URL,
 * so a URL given on the command line cannot quietly bring the delay back. Other databases are
 * left alone: they are durable on commit by default. With the delay at 0 H2 no longer tidies its
 * file in the background; {@link StoreUpkeep} does.
 */
@Component
class DurableCommits {

    private static final Logger log = LoggerFactory.getLogger(DurableCommits.class);
    /**
     * How long the store keeps space a newer commit no longer needs before reusing it (H2's
     * default 45 s). It guards against a disk that reorders writes across a power cut, not against
     * a killed process, whose written pages the operating system keeps; at 45 s a busy workshop's
     * file held tens of seconds of dead chunks. See docs/security.md.
     */
    static final int RETENTION_MILLIS = 2000;

    DurableCommits(DataSource dataSource) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            if ("H2".equals(connection.getMetaData().getDatabaseProductName())) {
                statement.execute("SET WRITE_DELAY 0");
                statement.execute("SET RETENTION_TIME " + RETENTION_MILLIS);
                log.debug("H2 commits are written to disk before the app answers (WRITE_DELAY 0)");
            }
        }
    }
}
