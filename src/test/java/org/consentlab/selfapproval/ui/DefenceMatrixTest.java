package org.consentlab.selfapproval.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasText;
import java.util.Map;
import java.util.stream.Collectors;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.Grade;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.junit.jupiter.api.Test;

/** Every cell's words are true: a grade the correct design gets is "as expected", another names the correct one. */
class DefenceMatrixTest {

    @Test
    void aCellSaysAsExpectedOnlyWhereTheRunGradedAsTheCorrectDesignDoes() {
        DefenceMatrix matrix = new DefenceMatrix();
        matrix.show(Map.of(
                SelfApprovalRuns.cell(ConfirmDefence.NONE, AgentCapability.SCRIPT_CLICK), Grade.BROKEN,
                SelfApprovalRuns.cell(ConfirmDefence.PASSKEY, AgentCapability.TRUSTED_INPUT), Grade.HELD,
                // Under the any-passkey failure mode, the agent's own passkey signs: not the correct design's grade.
                SelfApprovalRuns.cell(ConfirmDefence.PASSKEY, AgentCapability.OWNS_AUTHENTICATOR), Grade.BROKEN));

        assertThat(cell(matrix, "none-script-click")).isEqualTo("BROKEN as expected");
        assertThat(cell(matrix, "passkey-trusted-input")).isEqualTo("HELD as expected");
        assertThat(cell(matrix, "passkey-owns-authenticator")).isEqualTo("BROKEN (the correct design: HELD)");
        assertThat(cell(matrix, "trusted-event-script-click")).isEqualTo("not run");
    }

    private static String cell(DefenceMatrix matrix, String id) {
        Component cell = matrix.getContent()
                .getChildren()
                .flatMap(Component::getChildren)
                .filter(child -> child.getId().orElse("").equals("cell-" + id))
                .findFirst()
                .orElseThrow();
        String own = ((HasText) cell).getText();
        return own.isEmpty()
                ? cell.getChildren().map(c -> ((HasText) c).getText()).collect(Collectors.joining())
                : own;
    }
}
