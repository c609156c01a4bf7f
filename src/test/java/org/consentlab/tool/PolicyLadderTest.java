package org.consentlab.tool;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PolicyLadderTest {

    @Test
    void reversibilityPicksTheRung() {
        assertThat(required(Kind.WRITE, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT))
                .isEqualTo(RequiredDecision.NONE);
        assertThat(required(Kind.WRITE, Reversibility.REVERSIBLE_BY_OPERATOR, ConfirmOverride.DEFAULT))
                .isEqualTo(RequiredDecision.EXPLICIT_CONSENT);
        assertThat(required(Kind.WRITE, Reversibility.IRREVERSIBLE_BOUNDED, ConfirmOverride.DEFAULT))
                .isEqualTo(RequiredDecision.CONSENT_NAMING_CONSEQUENCE);
        assertThat(required(Kind.WRITE, Reversibility.IRREVERSIBLE_UNBOUNDED, ConfirmOverride.DEFAULT))
                .isEqualTo(RequiredDecision.APPROVAL_OUTSIDE_RUN);
    }

    @Test
    void aConfirmOverrideOrDangerKindTightensAReversibleWrite() {
        assertThat(required(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.TRUE))
                .isEqualTo(RequiredDecision.EXPLICIT_CONSENT);
        assertThat(required(Kind.WRITE, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.ALWAYS))
                .isEqualTo(RequiredDecision.EXPLICIT_CONSENT);
        assertThat(required(Kind.DANGER, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT))
                .isEqualTo(RequiredDecision.EXPLICIT_CONSENT);
    }

    @ParameterizedTest
    @EnumSource(Reversibility.class)
    void overridesNeverLoosen(Reversibility reversibility) {
        RequiredDecision base = required(Kind.WRITE, reversibility, ConfirmOverride.DEFAULT);
        for (Kind kind : Kind.values()) {
            for (ConfirmOverride confirm : ConfirmOverride.values()) {
                assertThat(required(kind, reversibility, confirm)).isGreaterThanOrEqualTo(base);
            }
        }
    }

    @Test
    void aLaunchPolicyOnlyTightens() {
        assertThat(PolicyLadder.tighten(
                        RequiredDecision.CONSENT_NAMING_CONSEQUENCE, RequiredDecision.APPROVAL_OUTSIDE_RUN))
                .isEqualTo(RequiredDecision.APPROVAL_OUTSIDE_RUN);
        assertThat(PolicyLadder.tighten(RequiredDecision.CONSENT_NAMING_CONSEQUENCE, RequiredDecision.NONE))
                .isEqualTo(RequiredDecision.CONSENT_NAMING_CONSEQUENCE);
    }

    @Test
    void annotationsFollowTheDeclaration() {
        ToolAnnotations read = ToolAnnotations.derive(
                RiskDeclaration.of(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT), true);
        ToolAnnotations delete = ToolAnnotations.derive(
                RiskDeclaration.of(Kind.DANGER, Reversibility.IRREVERSIBLE_BOUNDED, ConfirmOverride.ALWAYS), false);
        assertThat(read).isEqualTo(new ToolAnnotations(true, false, false, true));
        assertThat(delete).isEqualTo(new ToolAnnotations(false, true, true, false));
    }

    private static RequiredDecision required(Kind kind, Reversibility reversibility, ConfirmOverride confirm) {
        return PolicyLadder.requiredDecision(RiskDeclaration.of(kind, reversibility, confirm));
    }
}
