package org.consentlab.toolcall;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.consentlab.sandbox.SandboxId;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.AbstractDataSource;

/**
 * A breaker switched off ({@code consentlab.gate.decline-breaker.declines=0}) is never on, and every
 * gated call and every page's redraw asks it without a query: the database is not touched at all.
 */
class DeclineBreakersOffTest {

    private final AtomicInteger connectionsAskedFor = new AtomicInteger();
    private final JdbcClient jdbc = JdbcClient.create(new AbstractDataSource() {
        @Override
        public Connection getConnection() throws SQLException {
            connectionsAskedFor.incrementAndGet();
            throw new SQLException("a breaker switched off must not read the database");
        }

        @Override
        public Connection getConnection(String username, String password) throws SQLException {
            return getConnection();
        }
    });

    @Test
    void switchedOffItIsNeverOnAndReadsNothing() {
        DeclineBreakers off = new DeclineBreakers(jdbc, Clock.systemUTC(), null, null, 0, Duration.ofMinutes(10));
        SandboxId sandbox = SandboxId.random();

        assertThat(off.of(sandbox, "delete_account")).isEmpty();
        assertThat(off.on(sandbox)).isEmpty();
        assertThat(connectionsAskedFor).hasValue(0);
    }

    @Test
    void switchedOnItReadsTheCallsToDecide() {
        DeclineBreakers on = new DeclineBreakers(jdbc, Clock.systemUTC(), null, null, 3, Duration.ofMinutes(10));

        try {
            on.on(SandboxId.random());
        } catch (RuntimeException expected) {
            // this data source refuses every connection: all that counts is that one was asked for
        }
        assertThat(connectionsAskedFor.get())
                .as("the same data source is read once the breaker counts")
                .isPositive();
    }
}
