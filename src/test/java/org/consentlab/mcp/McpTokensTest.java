package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import org.consentlab.TestClock;
import org.consentlab.sandbox.SandboxId;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.simple.JdbcClient;

/** Against the real schema (Flyway on in-memory H2), without starting the app. */
class McpTokensTest {

    private JdbcClient jdbc;
    private McpTokens tokens;
    private final SandboxId a = SandboxId.random();
    private final SandboxId b = SandboxId.random();

    @BeforeEach
    void schema() {
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setURL("jdbc:h2:mem:tokens-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1");
        Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:db/migration", "classpath:db/vendor/h2")
                .load()
                .migrate();
        jdbc = JdbcClient.create(dataSource);
        for (SandboxId sandbox : new SandboxId[] {a, b}) {
            jdbc.sql("INSERT INTO sandbox (id, created_at) VALUES (?, ?)")
                    .params(sandbox.value(), Instant.now())
                    .update();
        }
        tokens = new McpTokens(jdbc, Clock.systemUTC());
    }

    @Test
    void aTokenLeadsToItsOwnSandboxOnly() {
        String tokenA = tokens.issue(a);
        String tokenB = tokens.issue(b);

        assertThat(tokens.sandboxOf(tokenA)).contains(a);
        assertThat(tokens.sandboxOf(tokenB)).contains(b);
        assertThat(tokenA).startsWith(McpTokens.PREFIX).isNotEqualTo(tokenB);
        assertThat(tokens.isCurrent(b, tokenA)).isFalse();
    }

    @Test
    void onlyAHashIsStored() {
        String token = tokens.issue(a);

        String stored = jdbc.sql("SELECT token_hash FROM mcp_token WHERE sandbox_id = ?")
                .param(a.value())
                .query(String.class)
                .single();
        assertThat(stored).isEqualTo(McpTokens.hash(token)).hasSize(64).doesNotContain(token.substring(5));
    }

    @Test
    void aNewTokenRevokesTheOldOne() {
        String old = tokens.issue(a);
        String renewed = tokens.issue(a);

        assertThat(tokens.sandboxOf(old)).isEmpty();
        assertThat(tokens.sandboxOf(renewed)).contains(a);
        assertThat(tokens.isCurrent(a, renewed)).isTrue();
        assertThat(jdbc.sql("SELECT COUNT(*) FROM mcp_token")
                        .query(Integer.class)
                        .single())
                .isEqualTo(1);
    }

    @Test
    void aTokenThisNodeTrustsIsRefusedAtOnceWhenRenewedHere() {
        String old = tokens.issue(a);
        assertThat(tokens.sandboxOf(old)).contains(a);

        tokens.issue(a);

        assertThat(tokens.sandboxOf(old)).isEmpty();
    }

    @Test
    void aRenewalOnAnotherNodeIsRefusedHereOnceTheTrustedSecondIsOver() {
        TestClock clock = new TestClock();
        McpTokens here = new McpTokens(jdbc, clock);
        McpTokens otherNode = new McpTokens(jdbc, clock);
        String old = here.issue(a);
        assertThat(here.sandboxOf(old)).contains(a);

        String renewed = otherNode.issue(a);

        assertThat(here.sandboxOf(old))
                .as("still trusted from this node's last look")
                .contains(a);
        clock.advance(McpTokens.TRUSTED_FOR);
        assertThat(here.sandboxOf(old)).isEmpty();
        assertThat(here.sandboxOf(renewed)).contains(a);
    }

    @Test
    void missingMalformedAndUnknownTokensLeadNowhere() {
        tokens.issue(a);

        assertThat(tokens.hasToken(a)).isTrue();
        assertThat(tokens.hasToken(b)).isFalse();
        assertThat(tokens.sandboxOf(null)).isEmpty();
        assertThat(tokens.sandboxOf("")).isEmpty();
        assertThat(tokens.sandboxOf("clab_not-a-real-token")).isEmpty();
        assertThat(tokens.sandboxOf(a.value())).isEmpty();
    }
}
