package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.consentlab.TestClock;
import org.consentlab.base.CommitCounting;
import org.consentlab.consent.store.Gates;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * A decision reads its gate once, in its own step with the sandbox locked, and branches on that
 * one read: before it, only the gate's sandbox (which never changes) is looked up, to know which
 * sandbox to lock. Counted at the connection.
 */
@SpringBootTest
@Import({TestClock.Config.class, CommitCounting.class})
class OneReadOfTheGatePerDecisionTest extends DecisionTestSupport {

    private static final String REFUND_40 = "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}";
    private static final String REFUND_90 = "{\"orderId\":\"ORD-1043\",\"amountCents\":9000}";

    @Autowired
    CommitCounting.Commits commits;

    @Test
    void aConfirmThePersonAloneMayGiveReadsItsGateOnce() {
        Gate gate = gateOf(agent("refund_order", REFUND_40, null));
        commits.takeStatements();
        tool(gate).confirm(person(gate));
        List<String> reads = gateReads("Confirm, the person alone");
        assertThat(fresh(gate).status()).isEqualTo(GateStatus.APPROVED);
        assertThat(reads)
                .containsExactly(
                        "SELECT sandbox_id FROM gate WHERE id = ?",
                        "SELECT " + Gates.COLUMNS + " FROM gate WHERE id = ?");
    }

    @Test
    void aConfirmThatIsTheConsentBeforeAnApproverReadsItsGateOnce() {
        Gate gate = gateOf(agent("refund_order", REFUND_90, null));
        commits.takeStatements();
        tool(gate).confirm(person(gate));
        List<String> reads = gateReads("Confirm, consent before an approver");
        assertThat(fresh(gate).awaitingApprover()).isTrue();
        assertThat(reads)
                .containsExactly(
                        "SELECT sandbox_id FROM gate WHERE id = ?",
                        "SELECT " + Gates.COLUMNS + " FROM gate WHERE id = ?");
    }

    /**
     * A decision's step reads the calls bound to its gate once and moves them from there, and reads
     * the failure modes in force at most once, however many of its parts ask.
     */
    @Test
    void aConfirmReadsItsCallsOnceAndTheSwitchesInForceAtMostOnce() {
        Gate gate = gateOf(agent("refund_order", REFUND_40, null));
        commits.takeStatements();
        tool(gate).confirm(person(gate));
        List<String> statements = stepStatements("Confirm, the person alone");
        assertThat(fresh(gate).status()).isEqualTo(GateStatus.APPROVED);
        assertThat(callReads(statements)).hasSize(1);
        assertThat(switchReads(statements)).hasSizeLessThanOrEqualTo(1);
    }

    /** The same for a gate that times out: its calls read once, the switches in force once. */
    @Test
    void anExpiryReadsItsCallsOnceAndTheSwitchesInForceOnce() {
        Gate gate = gateOf(agent("delete_account", "{}", null));
        commits.takeStatements();
        gates.expire(gate);
        List<String> statements = stepStatements("Expiry");
        assertThat(fresh(gate).status()).isEqualTo(GateStatus.EXPIRED);
        assertThat(callReads(statements)).hasSize(1);
        assertThat(switchReads(statements)).hasSize(1);
    }

    private List<String> stepStatements(String what) {
        List<String> statements = commits.takeStatements();
        System.out.printf(
                "statements per %s: %d, call reads: %d, switch reads: %d%n",
                what,
                statements.size(),
                callReads(statements).size(),
                switchReads(statements).size());
        return statements;
    }

    private static List<String> callReads(List<String> statements) {
        return statements.stream()
                .filter(sql -> sql.startsWith("SELECT") && sql.matches("(?s)SELECT .* FROM tool_call WHERE .*"))
                .toList();
    }

    /** The sandbox's own switches; each read of the modes in force reads them first. */
    private static List<String> switchReads(List<String> statements) {
        return statements.stream()
                .filter(sql -> sql.startsWith("SELECT name FROM failure_mode WHERE sandbox_id"))
                .toList();
    }

    private List<String> gateReads(String what) {
        List<String> reads = commits.takeStatements().stream()
                .filter(sql -> sql.startsWith("SELECT") && sql.endsWith("FROM gate WHERE id = ?"))
                .toList();
        System.out.printf("gate reads per %s: %d%n", what, reads.size());
        return reads;
    }
}
