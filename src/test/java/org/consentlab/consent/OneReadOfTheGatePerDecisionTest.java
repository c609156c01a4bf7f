package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.consentlab.TestClock;
import org.consentlab.base.CommitCounting;
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

    private List<String> gateReads(String what) {
        List<String> reads = commits.takeStatements().stream()
                .filter(sql -> sql.startsWith("SELECT") && sql.endsWith("FROM gate WHERE id = ?"))
                .toList();
        System.out.printf("gate reads per %s: %d%n", what, reads.size());
        return reads;
    }
}
