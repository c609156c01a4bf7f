package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import org.consentlab.TestClock;
import org.consentlab.lab.Verdict;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.UiBehaviour;
import org.consentlab.toolcall.WireEntry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * Lab 5's 4 × 5 grid: every action under every UI behaviour, played for real, with a person (and
 * an approver, where asked) who agrees to everything. The verdict each cell must get is written
 * here and in the README; the test also checks the wire and the record themselves.
 */
@SpringBootTest
@Import(TestClock.Config.class)
class LifecycleGridTest extends LifecycleRunTestSupport {

    @ParameterizedTest(name = "{0} × {1} → {2}")
    @CsvSource({
        "rename_draft,   correct,                   PASS",
        "rename_draft,   fires-early,               PASS",
        "rename_draft,   no-confirmation,           PASS",
        "rename_draft,   vague-confirmation,        PASS",
        "rename_draft,   dialog-instead-of-approval, PASS",
        "refund_order,   correct,                   PASS",
        "refund_order,   fires-early,               FAIL",
        "refund_order,   no-confirmation,           FAIL",
        "refund_order,   vague-confirmation,        PASS",
        "refund_order,   dialog-instead-of-approval, PASS",
        "send_payment,   correct,                   PASS",
        "send_payment,   fires-early,               FAIL",
        "send_payment,   no-confirmation,           FAIL",
        "send_payment,   vague-confirmation,        FAIL",
        "send_payment,   dialog-instead-of-approval, PASS",
        "delete_account, correct,                   PASS",
        "delete_account, fires-early,               FAIL",
        "delete_account, no-confirmation,           FAIL",
        "delete_account, vague-confirmation,        FAIL",
        "delete_account, dialog-instead-of-approval, FAIL"
    })
    void theVerdictIsTheOneTheLadderPredicts(String tool, String behaviourId, String expected) {
        LifecycleAction action = LifecycleAction.byTool(tool).orElseThrow();
        UiBehaviour behaviour = UiBehaviour.byId(behaviourId).orElseThrow();

        long callId = play(action, behaviour);
        agreeToEverything(callId);

        Verdict verdict = verdict(callId);
        assertThat(verdict.headline()).as(verdict.reason()).isEqualTo(expected);
        // Every behaviour really carries the action out: one request on the wire, and the record changed.
        assertThat(wireOf(callId))
                .singleElement()
                .extracting(WireEntry::request)
                .isEqualTo(requests.effectRequest(requests.run(callId).orElseThrow()));
        assertThat(recordChanged(action)).isTrue();
        if (expected.equals("FAIL") && behaviour == UiBehaviour.FIRES_EARLY) {
            // Read the wire and the decision record directly: the request left before the person's yes.
            Gate gate = gateOf(callId);
            long personsYes = gate.consentSeq() != null ? gate.consentSeq() : gate.decisionSeq();
            assertThat(wireOf(callId).getFirst().seq()).isLessThan(personsYes);
            assertThat(verdict.reason()).contains("before the person agreed");
        }
        if (expected.equals("PASS") && requests.terms(action).required().gated()) {
            assertThat(wireOf(callId).getFirst().seq())
                    .isGreaterThan(gateOf(callId).decisionSeq());
        }
    }
}
