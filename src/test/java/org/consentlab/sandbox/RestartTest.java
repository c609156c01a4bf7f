package org.consentlab.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.consentlab.Application;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.GateStatus;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/** Pending gates survive a restart of the app on the same file database, and nothing runs without a decision. */
class RestartTest {

    @TempDir
    Path data;

    @Test
    void aRestartNeverExecutesAPendingGate() throws Exception {
        SandboxId waiting;
        SandboxId expiring;
        // The waiting gate's lifetime outlasts two more starts even on a loaded machine (each took
        // over a minute at a load average of 20), so only the restart can be what closes it.
        try (var first = start("PT30M")) {
            waiting = armDeletion(first);
        }
        try (var second = start("PT0.3S")) {
            expiring = armDeletion(second);
        }
        Thread.sleep(500);
        try (var third = start("PT30M")) {
            ConsentGates gates = third.getBean(ConsentGates.class);
            Instant deadline = Instant.now().plusSeconds(10);
            while (gates.all(expiring).getFirst().pending() && Instant.now().isBefore(deadline)) {
                Thread.sleep(100);
            }
            assertThat(gates.all(waiting))
                    .singleElement()
                    .extracting(g -> g.status())
                    .isEqualTo(GateStatus.PENDING);
            assertThat(gates.all(expiring))
                    .singleElement()
                    .extracting(g -> g.status())
                    .isEqualTo(GateStatus.EXPIRED);
            for (SandboxId sandbox : new SandboxId[] {waiting, expiring}) {
                assertThat(third.getBean(Accounts.class).find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
                assertThat(third.getBean(WireLog.class).entries(sandbox)).isEmpty();
            }
            if (!third.getEnvironment().matchesProfiles("postgres")) {
                // On H2 the three runs shared this file; on PostgreSQL they share one server database.
                assertThat(Files.list(data)).isNotEmpty();
            }
        }
    }

    private static SandboxId armDeletion(ConfigurableApplicationContext app) {
        SandboxId sandbox = app.getBean(Sandboxes.class).create();
        String text = app.getBean(ToolCallService.class)
                .invoke(new ToolCallRequest(
                        sandbox, Channel.MCP, "agent", "delete_account", "{}", null, "test", "/mcp"))
                .text();
        assertThat(text).startsWith("PENDING.");
        return sandbox;
    }

    private ConfigurableApplicationContext start(String gateTtl) {
        return new SpringApplicationBuilder(Application.class)
                .run(
                        "--server.port=0",
                        "--server.address=127.0.0.1",
                        "--spring.datasource.url=jdbc:h2:file:" + data.resolve("restart") + ";AUTO_SERVER=FALSE",
                        "--consentlab.gate.ttl=" + gateTtl,
                        "--consentlab.gate.sweep=" + Duration.ofMillis(100));
    }
}
