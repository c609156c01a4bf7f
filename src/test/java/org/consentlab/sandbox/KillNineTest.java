package org.consentlab.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.consentlab.AppProcess;
import org.consentlab.Application;
import org.consentlab.mcp.McpTokens;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Whatever the app told an agent survives SIGKILL. The app runs as its own process; an MCP
 * client arms deletion gates back to back (one sandbox each) and the process is killed at a
 * random moment 0-200 ms after the {@value #ARMS_BEFORE_KILL}th PENDING, while further arms are
 * still in flight. Each restart first reads the export of every sandbox of the round before:
 * every gate whose PENDING reached the client is there and pending, with its audit rows and an
 * intact hash chain, and no account was deleted. A kill that lands mid-request may leave that
 * call unacknowledged, never half-done.
 *
 * <p>{@code -Dconsentlab.kill.rounds=200} runs the larger trial by hand (with
 * {@code -Dconsentlab.app.jar=target/consent-lab-0.1.0-SNAPSHOT.jar} it starts faster).
 */
class KillNineTest {

    private static final int ROUNDS = Integer.getInteger("consentlab.kill.rounds", 5);
    private static final int ARMS_BEFORE_KILL = 4;
    private static final int SANDBOXES_PER_ROUND = ARMS_BEFORE_KILL + 4;
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path data;

    private record Learner(SandboxId sandbox, String token, String cookie) {}

    @Test
    void everyAcknowledgedGateSurvivesAKillAtAnyInstant() throws Exception {
        List<Learner> learners = new ArrayList<>();
        try (var setup = new SpringApplicationBuilder(Application.class).run(appArguments("--server.port=0"))) {
            for (int i = 0; i < (ROUNDS + 1) * SANDBOXES_PER_ROUND; i++) {
                SandboxId sandbox = setup.getBean(Sandboxes.class).create();
                learners.add(new Learner(
                        sandbox,
                        setup.getBean(McpTokens.class).issue(sandbox),
                        setup.getBean(SandboxCookie.class).valueFor(sandbox)));
            }
        }
        Map<Learner, Boolean> previousRound = Map.of();
        int acknowledgedInAll = 0;
        for (int round = 0; round <= ROUNDS; round++) {
            List<Learner> mine = learners.subList(round * SANDBOXES_PER_ROUND, (round + 1) * SANDBOXES_PER_ROUND);
            try (AppProcess app =
                    AppProcess.start(data.resolve("logs"), appArguments()).awaitReady(Duration.ofMinutes(3))) {
                previousRound.forEach((learner, acknowledged) -> checkAfterRestart(app.port, learner, acknowledged));
                if (round == ROUNDS) {
                    break; // the last start only checks
                }
                Map<Learner, Boolean> acknowledged = new ConcurrentHashMap<>();
                mine.forEach(learner -> acknowledged.put(learner, false));
                CountDownLatch enough = new CountDownLatch(ARMS_BEFORE_KILL);
                Thread agent = Thread.ofPlatform().daemon().start(() -> {
                    for (Learner learner : mine) {
                        try {
                            if (armDeletion(app.port, learner.token())) {
                                acknowledged.put(learner, true);
                                enough.countDown();
                            }
                        } catch (Exception killed) {
                            return; // the process is gone: this arm was never acknowledged
                        }
                    }
                });
                assertThat(enough.await(2, TimeUnit.MINUTES)).as(app.output()).isTrue();
                int delay = ThreadLocalRandom.current().nextInt(0, 201);
                Thread.sleep(delay);
                app.kill();
                agent.join(30_000);
                previousRound = new LinkedHashMap<>(acknowledged);
                long count = acknowledged.values().stream().filter(b -> b).count();
                acknowledgedInAll += (int) count;
                System.out.printf(
                        "kill %d at %s: %d ms after the %dth PENDING, %d acknowledged in this life%n",
                        round + 1, Instant.now(), delay, ARMS_BEFORE_KILL, count);
            }
        }
        System.out.printf(
                "%d kills, %d acknowledged gates, all present and pending after restart%n", ROUNDS, acknowledgedInAll);
        assertThat(acknowledgedInAll).isGreaterThanOrEqualTo(ROUNDS * ARMS_BEFORE_KILL);
    }

    private static void checkAfterRestart(int port, Learner learner, boolean acknowledged) {
        try {
            HttpResponse<String> response = HTTP.send(
                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/sandbox/export"))
                            .header("Cookie", SandboxCookie.NAME + "=" + learner.cookie())
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            JsonNode export = JSON.readTree(response.body());
            String who = learner.sandbox() + (acknowledged ? " (acknowledged)" : " (not acknowledged)");
            assertThat(export.path("sandbox").path("account").asString())
                    .as(who)
                    .isEqualTo("ACTIVE");
            assertThat(export.path("wire").size()).as(who).isZero();
            assertThat(export.path("auditChain").path("intact").asBoolean())
                    .as(who)
                    .isTrue();
            if (acknowledged) {
                assertThat(export.path("gates").size()).as(who).isEqualTo(1);
                assertThat(export.path("gates").path(0).path("status").asString())
                        .as(who)
                        .isEqualTo("pending");
                assertThat(export.path("audit")
                                .valueStream()
                                .map(a -> a.path("event").asString()))
                        .as(who)
                        .contains("request", "gate");
            } else {
                // Killed before its answer: gone entirely, or armed in full; never half-done.
                assertThat(export.path("gates").size()).as(who).isLessThanOrEqualTo(1);
            }
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private String[] appArguments(String... more) {
        List<String> args = new ArrayList<>(List.of(
                "--server.address=127.0.0.1",
                "--consentlab.gate.ttl=PT1H",
                "--spring.datasource.url=jdbc:h2:file:" + data.resolve("killed") + ";AUTO_SERVER=FALSE"));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    private static boolean armDeletion(int port, String token) throws Exception {
        return RawMcpClient.connect(port, token)
                .call("delete_account")
                .contains("PENDING. A human must confirm in the page.");
    }
}
