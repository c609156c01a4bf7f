package org.consentlab.cluster;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.postgresql.Driver;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.jdbc.autoconfigure.DataSourceProperties;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Carries "this sandbox changed" from the other nodes: LISTENs on its own connection (outside the
 * pool) and hands each other node's notice to the in-process {@link SandboxEvents}, exactly as a
 * change made here would be. Notices arrive after the change committed, so a page that re-reads
 * on a notice sees it. Notices sent while the connection was down are lost: once it listens again,
 * every sandbox with a page open here is told that anything may have changed, and its pages re-read.
 * On H2 (one node) it never starts.
 */
@Component
class SandboxChangeRelay implements SmartLifecycle {

    static final String CHANNEL = "sandbox_changed";
    private static final Logger log = LoggerFactory.getLogger(SandboxChangeRelay.class);
    private static final Duration POLL = Duration.ofMillis(250);

    /**
     * The kinds of change a notice names (V199), as the node that made them announced them to its own
     * pages: a tool call's rows (call, key, audit and chain-head rows) are "calls", an effect request's
     * wire rows "wire", a gate's row "gates". Any other word names a table, which may have changed
     * anything. Heard as "anything", an agent's read on the other node redrew every part of the page.
     */
    static final Map<String, SandboxChange> KINDS =
            Map.of("calls", SandboxChange.CALLS, "wire", SandboxChange.WIRE, "gates", SandboxChange.GATES);

    private final DataSourceProperties database;
    private final NodeName node;
    private final SandboxEvents events;
    private volatile Thread listener;

    SandboxChangeRelay(DataSourceProperties database, NodeName node, SandboxEvents events) {
        this.database = database;
        this.node = node;
        this.events = events;
    }

    @Override
    public boolean isAutoStartup() {
        return node.sharesPostgres();
    }

    @Override
    public void start() {
        // Assigned before it starts: the thread runs only while it is the current listener.
        Thread thread =
                Thread.ofPlatform().daemon().name("sandbox-change-relay").unstarted(this::listenUntilStopped);
        listener = thread;
        thread.start();
    }

    @Override
    public void stop() {
        Thread running = listener;
        listener = null;
        if (running != null) {
            running.interrupt();
        }
    }

    @Override
    public boolean isRunning() {
        return listener != null;
    }

    private void listenUntilStopped() {
        boolean heardBefore = false;
        while (listener == Thread.currentThread()) {
            try (Connection connection = connect()) {
                connection.createStatement().execute("LISTEN " + CHANNEL);
                log.info("Node {} hears the other nodes' changes (LISTEN {})", node.value(), CHANNEL);
                if (heardBefore) {
                    // Listening again, so later notices arrive; those sent meanwhile were lost.
                    events.newsMayHaveBeenLost();
                }
                heardBefore = true;
                PGConnection postgres = connection.unwrap(PGConnection.class);
                while (listener == Thread.currentThread()) {
                    PGNotification[] notices = postgres.getNotifications((int) POLL.toMillis());
                    if (notices != null) {
                        for (PGNotification notice : notices) {
                            relay(notice.getParameter());
                        }
                    }
                }
            } catch (SQLException e) {
                if (listener == Thread.currentThread()) {
                    log.warn("Lost the PostgreSQL connection that hears other nodes' changes; reconnecting", e);
                    pause();
                }
            }
        }
    }

    /**
     * A connection of its own, outside the pool, held for as long as the node runs; it is named
     * after the node so that {@code pg_stat_activity} tells the listeners apart.
     */
    private Connection connect() throws SQLException {
        var credentials = new Properties();
        credentials.setProperty("user", database.determineUsername());
        String password = database.determinePassword();
        if (password != null) {
            credentials.setProperty("password", password);
        }
        credentials.setProperty("ApplicationName", node.value() + "-listener");
        Connection connection = new Driver().connect(database.determineUrl(), credentials);
        if (connection == null) {
            throw new SQLException("not a PostgreSQL URL: " + database.determineUrl());
        }
        return connection;
    }

    private void relay(String notice) {
        otherNodesChange(notice, node.value()).ifPresent(change -> {
            log.debug(
                    "{} changed sandbox {}",
                    notice.substring(0, notice.indexOf(' ')),
                    change.sandbox().shortForm());
            events.changed(change.sandbox(), change.kind());
        });
    }

    /** A change another node made: in which sandbox, and whether it was a gate's. */
    record Change(SandboxId sandbox, SandboxChange kind) {}

    /**
     * The change in "&lt;node&gt; &lt;sandbox id&gt; [&lt;kind or table&gt;]", unless this node sent it or it is
     * malformed, of the kind the node that made it announced to its own pages (see {@link #KINDS}).
     */
    static Optional<Change> otherNodesChange(String notice, String self) {
        String[] parts = notice.split(" ", -1);
        if (parts.length < 2 || parts.length > 3 || parts[0].equals(self)) {
            return Optional.empty();
        }
        SandboxChange kind =
                parts.length == 3 ? KINDS.getOrDefault(parts[2], SandboxChange.EVERYTHING) : SandboxChange.EVERYTHING;
        return SandboxId.parse(parts[1]).map(sandbox -> new Change(sandbox, kind));
    }

    private static void pause() {
        try {
            Thread.sleep(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
