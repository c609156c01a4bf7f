package org.consentlab.toolcall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.toolcall.CallState.*;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class CallStateTest {

    @Test
    void theGatedPathRunsThroughBothApprovalStates() {
        assertThat(INPUT_STREAMING.canMoveTo(INPUT_AVAILABLE)).isTrue();
        assertThat(INPUT_AVAILABLE.canMoveTo(APPROVAL_REQUESTED)).isTrue();
        assertThat(APPROVAL_REQUESTED.canMoveTo(APPROVAL_RESPONDED)).isTrue();
        assertThat(APPROVAL_RESPONDED.canMoveTo(EXECUTING)).isTrue();
        assertThat(EXECUTING.canMoveTo(OUTPUT_AVAILABLE)).isTrue();
    }

    @Test
    void nothingExecutesStraightFromAPendingApproval() {
        assertThat(APPROVAL_REQUESTED.canMoveTo(EXECUTING)).isFalse();
        assertThat(APPROVAL_REQUESTED.canMoveTo(OUTPUT_AVAILABLE)).isFalse();
    }

    @Test
    void finalStatesAreFinal() {
        for (CallState last : new CallState[] {OUTPUT_AVAILABLE, OUTPUT_ERROR, OUTPUT_DENIED}) {
            assertThat(last.isFinal()).isTrue();
            for (CallState next : values()) {
                assertThat(last.canMoveTo(next)).isFalse();
            }
        }
    }

    @Test
    void labelsRoundTrip() {
        for (CallState state : values()) {
            assertThat(fromLabel(state.label())).isEqualTo(state);
        }
        assertThat(APPROVAL_REQUESTED.label()).isEqualTo("approval-requested");
    }

    @Test
    void maskingHidesSecretsAndKeepsTheRest() {
        var args = JsonMapper.shared().readTree("""
                {"email":"ada@example.com","oneTimeCode":"482913","reportId":"RPT-31","nested":{"token":"abc"}}""");
        String masked = ArgsMasker.mask(args);
        assertThat(masked)
                .contains("a***@example.com")
                .contains("\"4***\"")
                .contains("RPT-31")
                .contains("\"a***\"")
                .doesNotContain("482913")
                .doesNotContain("ada@");
    }
}
