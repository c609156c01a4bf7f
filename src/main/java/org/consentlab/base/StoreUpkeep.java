package org.consentlab.base;

import jakarta.annotation.PreDestroy;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Keeps an embedded H2 file the size of its live data while the app runs. Each durable commit
 * writes a new chunk of the store, and a chunk's space comes back only once none of its pages is
 * live any more; H2's own background thread rewrites the few live pages of old chunks so that
 * they do, but {@code WRITE_DELAY 0} ({@link DurableCommits}) turns that thread off, and the file
 * grew by tens of kilobytes a call. This does the same rewriting on a timer of its own: chunks
 * older than the store's retention time and mostly dead are rewritten, and their space is reused
 * by later commits. It is H2's own online rewrite ({@code MVStore.compact}, under the store's
 * lock, taken only if free); moving chunks to shrink the file ({@code compactFile}) is left to
 * shutdown, since run beside live commits it closed the database. Other databases are left alone.
 */
@Component
class StoreUpkeep {

    private static final Logger log = LoggerFactory.getLogger(StoreUpkeep.class);
    /** Rewrite until the chunks older than the retention time are at least this full (percent). */
    private static final int TARGET_FILL_RATE = 80;
    /** At most this much rewritten per round, so a round never holds the store for long. */
    private static final int WRITE_PER_ROUND = 4 * 1024 * 1024;

    private final ScheduledExecutorService timer;

    StoreUpkeep(DataSource dataSource, @Value("${consentlab.h2.upkeep:PT0.5S}") Duration every) throws SQLException {
        MVStore store = storeOf(dataSource);
        if (store == null || every.isZero()) {
            timer = null;
            return;
        }
        timer = Executors.newSingleThreadScheduledExecutor(task -> Thread.ofPlatform().daemon()
                .name("h2-store-upkeep").unstarted(task));
        timer.scheduleWithFixedDelay(() -> rewrite(store), every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    private static void rewrite(MVStore store) {
        try {
            if (!store.isClosed()) {
                store.compact(TARGET_FILL_RATE, WRITE_PER_ROUND);
            }
        } catch (RuntimeException e) {
            // Upkeep only: a round that fails leaves the data as it was, and the next round tries again.
            log.debug("H2 store upkeep round failed", e);
        }
    }

    /** The MVStore behind an embedded H2 database, or null for any other database. */
    private static MVStore storeOf(DataSource dataSource) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            if (!"H2".equals(connection.getMetaData().getDatabaseProductName())
                    || !connection.isWrapperFor(JdbcConnection.class)
                    || !(connection.unwrap(JdbcConnection.class).getSession() instanceof SessionLocal session)) {
                return null;
            }
            var store = session.getDatabase().getStore();
            return store == null || store.getMvStore().getFileStore() == null ? null : store.getMvStore();
        }
    }

    @PreDestroy
    void stop() {
        if (timer != null) {
            timer.shutdownNow();
        }
    }
}
