package org.consentlab.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.security.BrowserLikeClient.location;

import java.util.concurrent.atomic.AtomicBoolean;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.Classes.JoinResult;
import org.consentlab.instructor.CodeGuesses;
import org.consentlab.instructor.JoinCode;
import org.consentlab.postgres.TwoNodes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.ScheduledAnnotationBeanPostProcessor;

/** Two app nodes on one PostgreSQL database count against the same buckets: a limit is the cluster's. */
class SharedThrottleTest {

    static TwoNodes nodes;

    @BeforeAll
    static void startTwoNodes() {
        nodes = TwoNodes.start(
                "shared_throttle_" + ProcessHandle.current().pid(),
                new Class<?>[0],
                "--consentlab.approver.username=dana",
                "--consentlab.approver.password=correct horse",
                "--consentlab.sign-in.max-failures=3",
                "--consentlab.class-code.max-wrong=2");
    }

    @AfterAll
    static void stop() {
        nodes.close();
    }

    @Test
    void wrongPasswordsOnOneNodeUseUpTheAccountsAttemptsOnTheOther() throws Exception {
        BrowserLikeClient onA = new BrowserLikeClient(port(nodes.a()));
        for (int attempt = 0; attempt < 3; attempt++) {
            assertThat(location(onA.signIn("dana", "guess " + attempt))).isEqualTo("/login?error");
        }

        BrowserLikeClient onB = new BrowserLikeClient(port(nodes.b()));
        assertThat(location(onB.signIn("dana", "correct horse"))).isEqualTo("/login?throttled");
        assertThat(location(onB.get("/approvals"))).as("not signed in").isEqualTo("/login");
        assertThat(nodes.b()
                        .getBean(JdbcClient.class)
                        .sql("SELECT COUNT(*) FROM throttle_bucket WHERE id = ?")
                        .param("sign-in-account:dana")
                        .query(Integer.class)
                        .single())
                .as("one row, the cluster's")
                .isEqualTo(1);
    }

    @Test
    void wrongClassCodesOnOneNodeStopTheCodeBeingCheckedOnTheOther() {
        JoinCode right =
                nodes.a().getBean(Classes.class).create("Shared", "ines").code();
        JoinCode wrong = JoinCode.parse("ZZZZZQ").orElseThrow();
        for (int guess = 0; guess < 2; guess++) {
            assertThat(nodes.a().getBean(CodeGuesses.class).check("203.0.113.50", wrong, found -> JoinResult.JOINED))
                    .isEqualTo(JoinResult.UNKNOWN_CODE);
        }
        AtomicBoolean checked = new AtomicBoolean();

        JoinResult onB = nodes.b().getBean(CodeGuesses.class).check("203.0.113.50", right, found -> {
            checked.set(true);
            return JoinResult.JOINED;
        });

        assertThat(onB).isEqualTo(JoinResult.WAIT);
        assertThat(checked).as("the code was not looked up").isFalse();
    }

    @Test
    void rowsOfRefilledBucketsAreSweptAndTheSweepIsScheduled() throws Exception {
        JdbcClient jdbc = nodes.a().getBean(JdbcClient.class);
        new BrowserLikeClient(port(nodes.a()))
                .signIn("sweep-" + ProcessHandle.current().pid(), "guess");
        String id = "sign-in-account:sweep-" + ProcessHandle.current().pid();
        long now = System.currentTimeMillis();
        assertThat(jdbc.sql("SELECT expires_at FROM throttle_bucket WHERE id = ?")
                        .param(id)
                        .query(Long.class)
                        .single())
                .as("one of 3 attempts per 5 minutes comes back in 100 s; the full bucket is kept 10 s more")
                .isBetween(now + 95_000, now + 111_000);

        jdbc.sql("UPDATE throttle_bucket SET expires_at = 0 WHERE id = ?")
                .param(id)
                .update(); // as if refilled
        nodes.b().getBean(ThrottleBuckets.ExpiredBucketSweep.class).sweep();

        assertThat(jdbc.sql("SELECT COUNT(*) FROM throttle_bucket WHERE id = ?")
                        .param(id)
                        .query(Integer.class)
                        .single())
                .isZero();
        assertThat(nodes.b().getBean(ScheduledAnnotationBeanPostProcessor.class).getScheduledTasks())
                .anySatisfy(task -> assertThat(task.toString()).contains("ExpiredBucketSweep.sweep"));
    }

    private static int port(ConfigurableApplicationContext node) {
        return node.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
    }
}
