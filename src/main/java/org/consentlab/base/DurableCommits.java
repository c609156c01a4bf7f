package org.consentlab.base;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import javax.sql.DataSource;
import org.consentlab.sandbox.DeferredCommits;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Sets how embedded H2 writes commits to its file. H2 writes committed changes on a background
 * thread, by default up to half a second later ({@code WRITE_DELAY} 500 ms), so a kill in that
 * window lost gates an agent had already been told were PENDING, and decisions a person had
 * already seen. The delay is set to {@code consentlab.h2.write-delay} (50 ms), and every commit that must
 * not be lost waits until the background writer (or its own write) has it in the file before the
 * app goes on ({@link ForcedCommits}); only {@link DeferredCommits deferred} commits (calls of
 * ungated read tools) are left to the writer, which also rewrites the live pages of old chunks so
 * that their space is reused. A delay of 0 would make H2 write a chunk for every
 * commit, one at a time under the store's lock, and switch off its tidying of the file. The
 * setting is the database's own and persistent; it is set on every start, whatever the JDBC URL,
 * so a URL given on the command line cannot quietly bring a longer delay back. Other databases
 * are left alone: they are durable on commit by default.
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
    /**
     * How long after the store's last write H2's background writer writes again (it wakes every
     * third of this, at least every 10 ms): a deferred commit reaches the file within about this
     * plus one wake-up and the write itself, or at the next forced commit if that comes first.
     */
    static final String WRITE_DELAY = "${consentlab.h2.write-delay:PT0.05S}";

    DurableCommits(DataSource dataSource, @Value(WRITE_DELAY) Duration writeDelay) throws SQLException {
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement()) {
            if (Databases.isH2(connection)) {
                statement.execute("SET WRITE_DELAY " + Math.max(1, writeDelay.toMillis()));
                statement.execute("SET RETENTION_TIME " + RETENTION_MILLIS);
                log.debug("H2 writes its file every {}; forced commits wait for it", writeDelay);
            }
        }
    }
}
