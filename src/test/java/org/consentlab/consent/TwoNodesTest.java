package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.audit.AuditLog;
import org.consentlab.cluster.CountingLeases;
import org.consentlab.consent.tool.AccountDeletion;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.postgres.TwoNodes;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Two app nodes on one PostgreSQL database: what one node does, the other sees; racers on both
 * nodes give one effect; the expiry sweep runs once per period across the cluster.
 */
class TwoNodesTest {

    static TwoNodes nodes;

    @BeforeAll
    static void startTwoNodes() {
        nodes = TwoNodes.start(
                "two_nodes_" + ProcessHandle.current().pid(),
                new Class<?>[] {CountingLeases.class},
                "--consentlab.gate.sweep=PT0.1S",
                "--consentlab.gate.sweep-lease=PT0.5S",
                "--consentlab.gate.ttl=PT4S");
    }

    @AfterAll
    static void stop() {
        nodes.close();
    }

    @Test
    void aGateArmedOnNodeBIsHeardOnNodeA() throws InterruptedException {
        SandboxId sandbox = nodes.b().getBean(Sandboxes.class).create();
        SandboxId elsewhere = nodes.b().getBean(Sandboxes.class).create();
        var heard = new LinkedBlockingQueue<SandboxId>();
        Thread.sleep(500); // let the notices of the two creations pass first
        nodes.a().getBean(SandboxEvents.class).subscribe(sandbox, () -> heard.add(sandbox));
        nodes.a().getBean(SandboxEvents.class).subscribe(elsewhere, () -> heard.add(elsewhere));

        assertThat(agentAsksToDelete(nodes.b(), sandbox)).startsWith("PENDING.");

        assertThat(heard.poll(5, TimeUnit.SECONDS))
                .as("node A heard of the gate armed on node B")
                .isEqualTo(sandbox);
        assertThat(nodes.a().getBean(ConsentGates.class).pending(sandbox)).hasSize(1);
        Thread.sleep(300);
        assertThat(heard).as("another sandbox's pages are left alone").doesNotContain(elsewhere);
    }

    @Test
    void aClassWideSwitchOnNodeAIsHeardByTheClasssPagesOnNodeB() throws InterruptedException {
        Classes classes = nodes.a().getBean(Classes.class);
        WorkshopClass workshop = classes.create("Across nodes", "instructor");
        SandboxId learner = nodes.a().getBean(Sandboxes.class).create();
        SandboxId outsider = nodes.a().getBean(Sandboxes.class).create();
        classes.join(learner, workshop.code(), "Ada");
        var heard = new LinkedBlockingQueue<SandboxId>();
        Thread.sleep(500); // let the notices of the creations and the join pass first
        nodes.b().getBean(SandboxEvents.class).subscribe(learner, () -> heard.add(learner));
        nodes.b().getBean(SandboxEvents.class).subscribe(outsider, () -> heard.add(outsider));

        nodes.a().getBean(FailureModes.class).set(workshop.id(), FailureMode.NO_GATE, true);

        assertThat(heard.poll(5, TimeUnit.SECONDS))
                .as("node B heard of the class's switch")
                .isEqualTo(learner);
        assertThat(nodes.b().getBean(FailureModes.class).on(learner)).containsExactly(FailureMode.NO_GATE);
        Thread.sleep(300);
        assertThat(heard).as("a sandbox outside the class is left alone").doesNotContain(outsider);
    }

    @Test
    void anAgentsReadOnNodeBIsOneNoticeOfItsCalls() throws Exception {
        SandboxId sandbox = nodes.b().getBean(Sandboxes.class).create();
        try (Connection listener = nodes.a().getBean(DataSource.class).getConnection()) {
            listener.createStatement().execute("LISTEN sandbox_changed");
            try {
                PGConnection postgres = listener.unwrap(PGConnection.class);
                heard(postgres, sandbox); // the creation's notices pass first

                String answer = nodes.b()
                        .getBean(ToolCallService.class)
                        .invoke(new ToolCallRequest(
                                sandbox, Channel.MCP, "agent", "get_account", "{}", null, "mcp-session", "/mcp"))
                        .text();

                assertThat(answer).contains("ACTIVE");
                // Its call, two audit rows and the chain head; as three notices, node A relayed each apart.
                assertThat(heard(postgres, sandbox))
                        .singleElement()
                        .satisfies(notice -> assertThat(notice).endsWith(" " + sandbox.value() + " calls"));
            } finally {
                // The connection goes back to node A's pool: it must not keep listening, whatever the outcome.
                listener.createStatement().execute("UNLISTEN *");
            }
        }
    }

    /** The notices about {@code sandbox} heard until none came for half a second. */
    private static List<String> heard(PGConnection postgres, SandboxId sandbox) throws SQLException {
        List<String> heard = new ArrayList<>();
        PGNotification[] notices;
        while ((notices = postgres.getNotifications(500)) != null && notices.length > 0) {
            for (PGNotification notice : notices) {
                if (notice.getParameter().contains(sandbox.value())) {
                    heard.add(notice.getParameter());
                }
            }
        }
        return heard;
    }

    @Test
    void racersOnBothNodesDeleteExactlyOnce() throws Exception {
        SandboxId sandbox = nodes.a().getBean(Sandboxes.class).create();
        agentAsksToDelete(nodes.a(), sandbox);
        agentAsksToDelete(nodes.b(), sandbox);
        Gate gate = nodes.b().getBean(ConsentGates.class).pending(sandbox).getFirst();
        assertThat(nodes.a().getBean(ConsentGates.class).pending(sandbox))
                .as("one gate, joined from both nodes")
                .singleElement()
                .extracting(Gate::id)
                .isEqualTo(gate.id());

        int racersPerNode = 6;
        CountDownLatch start = new CountDownLatch(1);
        List<Callable<String>> confirms = new ArrayList<>();
        for (int i = 0; i < racersPerNode * 2; i++) {
            AccountDeletion deletion = (i % 2 == 0 ? nodes.a() : nodes.b()).getBean(AccountDeletion.class);
            confirms.add(() -> {
                start.await();
                return deletion.confirm(new HumanDecision(
                        gate.id(),
                        sandbox,
                        sandbox.learner(),
                        Instant.now(),
                        HumanDecision.Role.PERSON_IN_PAGE,
                        null,
                        null,
                        null,
                        null));
            });
        }
        List<String> answers = new ArrayList<>();
        try (var pool = Executors.newFixedThreadPool(racersPerNode * 2)) {
            var futures = confirms.stream().map(pool::submit).toList();
            start.countDown();
            for (var future : futures) {
                answers.add(future.get(30, TimeUnit.SECONDS));
            }
        }

        assertThat(answers).filteredOn(answer -> answer.startsWith("DELETED.")).hasSize(1);
        assertThat(nodes.b().getBean(WireLog.class).entries(sandbox))
                .singleElement()
                .satisfies(
                        entry -> assertThat(entry.method() + " " + entry.path()).isEqualTo("DELETE /api/account"));
        assertThat(nodes.a().getBean(Accounts.class).find(sandbox).status()).isEqualTo(AccountStatus.DELETED);
    }

    @Test
    void theExpirySweepRunsOncePerPeriodAcrossTheCluster() throws InterruptedException {
        SandboxId sandbox = nodes.a().getBean(Sandboxes.class).create();
        agentAsksToDelete(nodes.b(), sandbox);
        var a = nodes.a().getBean(CountingLeases.Counts.class);
        var b = nodes.b().getBean(CountingLeases.Counts.class);
        int askedBefore = a.asked().get() + b.asked().get();
        int ranBefore = a.granted().get() + b.granted().get();

        Thread.sleep(3000);

        int asked = a.asked().get() + b.asked().get() - askedBefore;
        int ran = a.granted().get() + b.granted().get() - ranBefore;
        // Each node's timer fires about every 0.1 s; the 0.5 s lease lets one sweep in per half second.
        assertThat(asked).as("sweeps attempted on the two nodes").isGreaterThan(20);
        assertThat(ran).as("sweeps that ran, cluster-wide, in 3 s").isBetween(3, 8);

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (nodes.a().getBean(ConsentGates.class).pending(sandbox).size() == 1 && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(nodes.a().getBean(ConsentGates.class).all(sandbox))
                .singleElement()
                .extracting(Gate::status)
                .isEqualTo(GateStatus.EXPIRED);
        assertThat(nodes.b().getBean(AuditLog.class).records(sandbox))
                .filteredOn(row -> "system: timeout".equals(row.decidedBy()))
                .hasSize(1);
        assertThat(nodes.a().getBean(WireLog.class).entries(sandbox)).isEmpty();
    }

    private static String agentAsksToDelete(ConfigurableApplicationContext node, SandboxId sandbox) {
        return node.getBean(ToolCallService.class)
                .invoke(new ToolCallRequest(
                        sandbox, Channel.MCP, "agent", "delete_account", "{}", null, "mcp-session", "/mcp"))
                .text();
    }
}
