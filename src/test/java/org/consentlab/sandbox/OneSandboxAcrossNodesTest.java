package org.consentlab.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.consentlab.audit.AuditLog;
import org.consentlab.audit.AuditRecord;
import org.consentlab.consent.ConsentGates;
import org.consentlab.mcp.McpTokens;
import org.consentlab.postgres.TwoNodes;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * One sandbox's agent calls racing on two app nodes of one real PostgreSQL server: every call
 * gets its answer, none an SQL error; racing requests to delete give one gate and nothing on the
 * wire; a step the database gives up on (an injected serialization failure) runs again inside the
 * server, and the agent still gets its answer; a read's step commits without waiting for its flush,
 * and locks its sandbox as every step does.
 */
class OneSandboxAcrossNodesTest {

    private static final int RACERS = 50;

    static TwoNodes nodes;

    @BeforeAll
    static void startTwoNodes() {
        // The rate limit and the queue are not what is tested here: every racer is let in.
        nodes = TwoNodes.start(
                "one_sandbox_" + ProcessHandle.current().pid(),
                new Class<?>[0],
                "--consentlab.agent.rate-limit.calls=1000",
                "--consentlab.agent.rate-limit.burst=1000",
                "--consentlab.agent.queue-wait=PT2M",
                "--consentlab.gate.ttl=PT1H",
                "--consentlab.mcp.sessions.per-sandbox=1000",
                "--consentlab.mcp.sessions.initialize-burst=1000");
    }

    @AfterAll
    static void stop() {
        nodes.close();
    }

    @Test
    void fiftyRacingDeletionRequestsAcrossTwoNodesAllGetPendingAndOneGate() throws Exception {
        SandboxId sandbox = nodes.a().getBean(Sandboxes.class).create();

        List<String> answers = race(sandbox, "delete_account");

        assertThat(answers)
                .hasSize(RACERS)
                .allSatisfy(answer -> assertThat(answer)
                        .contains("PENDING. A human must confirm in the page.")
                        .doesNotContain("\"isError\":true")
                        .doesNotContainIgnoringCase("sql"));
        assertThat(nodes.b().getBean(ConsentGates.class).pending(sandbox)).hasSize(1);
        assertThat(nodes.a().getBean(ConsentGates.class).all(sandbox)).hasSize(1);
        assertThat(nodes.a().getBean(WireLog.class).entries(sandbox)).isEmpty();
        assertThat(nodes.b().getBean(ToolCalls.class).list(sandbox))
                .hasSize(RACERS)
                .allSatisfy(call -> assertThat(call.state()).isEqualTo(CallState.APPROVAL_REQUESTED));
        assertThat(nodes.a().getBean(AuditLog.class).verify(sandbox).intact()).isTrue();
    }

    @Test
    void fiftyRacingReadsAcrossTwoNodesAreAllAnswered() throws Exception {
        SandboxId sandbox = nodes.b().getBean(Sandboxes.class).create();

        List<String> answers = race(sandbox, "get_account");

        assertThat(answers)
                .hasSize(RACERS)
                .allSatisfy(answer -> assertThat(answer)
                        .contains("ACTIVE")
                        .doesNotContain("\"isError\":true")
                        .doesNotContainIgnoringCase("sql"));
        assertThat(nodes.a().getBean(ToolCalls.class).list(sandbox))
                .hasSize(RACERS)
                .allSatisfy(call -> assertThat(call.state()).isEqualTo(CallState.OUTPUT_AVAILABLE));
        assertThat(nodes.b().getBean(AuditLog.class).records(sandbox)).hasSize(RACERS * 2);
        assertThat(nodes.b().getBean(AuditLog.class).verify(sandbox).intact()).isTrue();
    }

    @Test
    void aReadsStepCommitsWithoutWaitingForTheFlushYetHoldsTheSandboxAsEveryStep() {
        SandboxId sandbox = nodes.a().getBean(Sandboxes.class).create();
        SandboxUnits units = nodes.a().getBean(SandboxUnits.class);
        JdbcClient database = nodes.a().getBean(JdbcClient.class);
        Supplier<String> commitSetting = () -> database.sql("SELECT current_setting('synchronous_commit')")
                .query(String.class)
                .single();

        String deferred = units.runDeferred(sandbox, () -> {
            assertThatThrownBy(() -> nodes.b()
                            .getBean(JdbcClient.class)
                            .sql("SELECT id FROM sandbox WHERE id = ? FOR UPDATE NOWAIT")
                            .param(sandbox.value())
                            .query(String.class)
                            .optional())
                    .as("the other node cannot lock the sandbox while the read's step runs")
                    .hasMessageContaining("could not obtain lock on row in relation \"sandbox\"");
            return commitSetting.get();
        });

        assertThat(deferred).isEqualTo("off");
        assertThat(units.run(sandbox, commitSetting)).as("any other step").isEqualTo("on");
        String insideAnother = nodes.a()
                .getBean(TransactionTemplate.class)
                .execute(status -> units.runDeferred(sandbox, commitSetting));
        assertThat(insideAnother)
                .as("a read inside a transaction already running commits as that transaction does")
                .isEqualTo("on");
    }

    @Test
    void aSerializationFailureIsRetriedAndTheAgentStillGetsItsAnswer() throws Exception {
        SandboxId sandbox = nodes.a().getBean(Sandboxes.class).create();
        JdbcClient database = nodes.a().getBean(JdbcClient.class);
        // The first gate this sandbox arms fails as a lost serialization would, after the request's
        // audit row was written in the same step; the failures are counted by a sequence, which a
        // rollback does not undo.
        String table = "injected_" + sandbox.value().replace("-", "");
        database.sql("CREATE SEQUENCE " + table).update();
        database.sql("""
                CREATE FUNCTION %1$s() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    IF NEW.sandbox_id = '%2$s' AND nextval('%1$s') = 1 THEN
                        RAISE EXCEPTION 'injected' USING ERRCODE = 'serialization_failure';
                    END IF;
                    RETURN NEW;
                END $$""".formatted(table, sandbox.value())).update();
        database.sql("CREATE TRIGGER %1$s BEFORE INSERT ON gate FOR EACH ROW EXECUTE FUNCTION %1$s()".formatted(table))
                .update();
        try {
            String answer = client(nodes.b(), sandbox).call("delete_account");

            assertThat(answer)
                    .contains("PENDING. A human must confirm in the page.")
                    .doesNotContain("\"isError\":true");
            assertThat(database.sql("SELECT last_value FROM " + table)
                            .query(Long.class)
                            .single())
                    .as("the injected failure happened, and the step ran again")
                    .isEqualTo(2);
            List<ToolCall> calls = nodes.a().getBean(ToolCalls.class).list(sandbox);
            assertThat(calls).singleElement().extracting(ToolCall::state).isEqualTo(CallState.APPROVAL_REQUESTED);
            assertThat(nodes.a().getBean(AuditLog.class).records(sandbox))
                    .extracting(AuditRecord::event)
                    .extracting(event -> event.label())
                    .containsExactly("request", "gate");
            assertThat(nodes.a().getBean(ConsentGates.class).pending(sandbox)).hasSize(1);
        } finally {
            database.sql("DROP TRIGGER " + table + " ON gate").update();
        }
    }

    /** {@value #RACERS} MCP calls of one sandbox, half through each node, let go at once. */
    private static List<String> race(SandboxId sandbox, String tool) throws Exception {
        // One token for the sandbox (a new one revokes the last), one MCP session per racer.
        String token = nodes.a().getBean(McpTokens.class).issue(sandbox);
        List<RawMcpClient> clients = new ArrayList<>();
        for (int i = 0; i < RACERS; i++) {
            clients.add(RawMcpClient.connect(port(i % 2 == 0 ? nodes.a() : nodes.b()), token));
        }
        CountDownLatch start = new CountDownLatch(1);
        List<Callable<String>> racers = clients.stream()
                .<Callable<String>>map(client -> () -> {
                    start.await();
                    return client.call(tool);
                })
                .toList();
        List<String> answers = new ArrayList<>();
        try (var pool = Executors.newFixedThreadPool(RACERS)) {
            List<Future<String>> futures = racers.stream().map(pool::submit).toList();
            start.countDown();
            for (Future<String> future : futures) {
                answers.add(future.get(2, TimeUnit.MINUTES));
            }
        }
        return answers;
    }

    private static RawMcpClient client(ConfigurableApplicationContext node, SandboxId sandbox) throws Exception {
        return RawMcpClient.connect(port(node), node.getBean(McpTokens.class).issue(sandbox));
    }

    private static int port(ConfigurableApplicationContext node) {
        return ((WebServerApplicationContext) node).getWebServer().getPort();
    }
}
