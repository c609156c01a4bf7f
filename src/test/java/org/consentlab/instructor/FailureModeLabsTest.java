package org.consentlab.instructor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The one mode-to-labs table: which labs' calls each failure mode changes, so which labs show its
 * banner and what the instructor's switch names. Written out here so that a change to the table is
 * a deliberate change to this test too; the behaviour behind each row is driven in the consent
 * tests (Lab4FailureModesTest, FailureModesTest, NoWithAReasonTest, ...).
 */
class FailureModeLabsTest {

    static final Map<FailureMode, Set<Integer>> EXPECTED = Map.ofEntries(
            Map.entry(FailureMode.ONE_FUNCTION, Set.of(4, 8)),
            Map.entry(FailureMode.FIRES_EARLY, Set.of(4, 8)),
            Map.entry(FailureMode.AGENT_PRESSES_CONFIRM, Set.of(4, 8)),
            Map.entry(FailureMode.NO_GATE, Set.of(6)),
            Map.entry(FailureMode.NO_IDEMPOTENCY, Set.of(6)),
            Map.entry(FailureMode.WRONG_ROW, Set.of(6)),
            Map.entry(FailureMode.HIDDEN_CALLABLE, Set.of(6)),
            Map.entry(FailureMode.REMEMBERED_YES, Set.of(6)),
            Map.entry(FailureMode.REJECTION_AS_SUCCESS, Set.of(4, 5, 6, 7, 8)),
            Map.entry(FailureMode.TIMEOUT_FAILS_OPEN, Set.of(4, 5, 6, 7, 8)),
            Map.entry(FailureMode.APPROVAL_NOT_BOUND, Set.of(8)),
            Map.entry(FailureMode.APPROVE_ALL_HIDES, Set.of(8)),
            Map.entry(FailureMode.ANY_PASSKEY, Set.of(7)));

    @Test
    void eachModeNamesTheLabsItChanges() {
        assertThat(EXPECTED).containsOnlyKeys(FailureMode.values());
        for (FailureMode mode : FailureMode.values()) {
            assertThat(mode.labs()).as(mode.label()).isEqualTo(EXPECTED.get(mode));
            for (int lab = 1; lab <= 8; lab++) {
                assertThat(mode.changes(lab))
                        .as(mode.label() + " on Lab " + lab)
                        .isEqualTo(EXPECTED.get(mode).contains(lab));
            }
        }
    }

    @Test
    void theLabWhoseTableHoldsTheSwitchIsAmongTheLabsItChanges() {
        for (FailureMode mode : FailureMode.values()) {
            assertThat(mode.labs()).as(mode.label()).contains(mode.lab());
        }
    }

    @Test
    void theLabsInWordsAsTheSwitchesSayThem() {
        assertThat(FailureMode.NO_GATE.labsInWords()).isEqualTo("Lab 6");
        assertThat(FailureMode.ONE_FUNCTION.labsInWords()).isEqualTo("Labs 4 and 8");
        assertThat(FailureMode.REJECTION_AS_SUCCESS.labsInWords()).isEqualTo("Labs 4, 5, 6, 7 and 8");
    }
}
