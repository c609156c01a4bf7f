package org.consentlab;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A start that fails, exits: with a non-zero status and one clear last line, within seconds of
 * the failure, although the MCP library has already started a non-daemon thread by then. A
 * start-up check's refusal is a setting to change, so it prints no stack trace at all.
 */
class StartupRefusalTest {

    @TempDir
    Path data;

    private String output = "";

    @Test
    void theDefaultApproverOffLoopbackStopsTheStartAndNamesThePropertiesToSet() throws Exception {
        String line = refusedStart(
                "--server.address=0.0.0.0",
                "--spring.datasource.url=jdbc:h2:file:" + data.resolve("db") + ";AUTO_SERVER=FALSE");

        assertThat(output.lines()
                        .filter(l -> l.matches("\\s+at [\\w.$/]+\\(.*") || l.startsWith("Caused by:"))
                        .toList())
                .as("stack trace lines in:%n%s", output)
                .isEmpty();
        assertThat(line)
                .startsWith("Consent Lab did not start: the default approver account works only while the "
                        + "server listens on loopback")
                .contains("consentlab.approver.username", "consentlab.approver.password", "0.0.0.0");
    }

    @Test
    void aDatabaseThatIsNotThereStopsTheStart() throws Exception {
        String line = refusedStart(
                "--server.address=127.0.0.1",
                "--spring.datasource.url=jdbc:h2:file:" + data.resolve("absent") + ";IFEXISTS=TRUE");

        assertThat(line).startsWith("Consent Lab did not start: ").contains("not found");
    }

    /** Starts the app, expects it to exit by itself with status 1, and returns its last line. */
    private String refusedStart(String... args) throws Exception {
        try (AppProcess app = AppProcess.start(data.resolve("logs"), args)) {
            Instant started = Instant.now();
            Integer status = app.awaitExit(Duration.ofMinutes(2));
            assertThat(status).as("exit status; output:%n%s", app.output()).isEqualTo(1);
            Instant exited = Instant.now();
            // The refusal itself comes after the framework's start-up (~5-20 s on a busy machine);
            // what matters is that the JVM does not linger after it.
            assertThat(Duration.between(started, exited)).isLessThan(Duration.ofSeconds(90));
            output = app.output();
            return output.lines().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElse("");
        }
    }
}
