package org.consentlab.consent.turn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.Kind;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Over random batches: Approve all covers only waiting items of explicit consent, and never one
 * that needs an approver, names a consequence, is irreversible (bounded or not) or is a handoff.
 */
class ApproveAllRuleTest {

    /** One generated item with the risk its tool declared, kept to check the rule against. */
    private record Drawn(DecisionBatch.Item item, RiskDeclaration risk) {}

    @Test
    void approveAllCoversOnlyWaitingItemsOfExplicitConsentAndNeverAnApproversOrAnIrreversibleOne() {
        qt().forAll(lists().of(drawn()).ofSizeBetween(1, 8)).checkAssert(drawn -> {
            DecisionBatch batch = new DecisionBatch(
                    SandboxId.random(),
                    "mcp · a · s",
                    Instant.EPOCH,
                    drawn.stream().map(Drawn::item).toList());

            List<DecisionBatch.Item> covered = batch.approveAllCovers();

            for (Drawn one : drawn) {
                boolean shouldCover = one.item().state() == DecisionBatch.State.PENDING
                        && one.item().rung() == RequiredDecision.EXPLICIT_CONSENT
                        && one.risk().reversibility() != Reversibility.IRREVERSIBLE_UNBOUNDED
                        && one.risk().reversibility() != Reversibility.IRREVERSIBLE_BOUNDED
                        && one.risk().handoff().isEmpty();
                assertThat(covered.contains(one.item())).as("%s", one).isEqualTo(shouldCover);
            }
            assertThat(covered)
                    .noneMatch(item -> item.rung() == RequiredDecision.APPROVAL_OUTSIDE_RUN
                            || item.rung() == RequiredDecision.CONSENT_NAMING_CONSEQUENCE);
        });
    }

    @Test
    void aRungRaisedByTheAmountIsNeverCoveredEvenWhereTheToolIsExplicitConsent() {
        RiskDeclaration refund =
                RiskDeclaration.of(Kind.WRITE, Reversibility.REVERSIBLE_BY_OPERATOR, ConfirmOverride.DEFAULT);

        assertThat(ApproveAllRule.mayCover(RequiredDecision.EXPLICIT_CONSENT, refund))
                .isTrue();
        assertThat(ApproveAllRule.mayCover(RequiredDecision.APPROVAL_OUTSIDE_RUN, refund))
                .isFalse();
    }

    private static Gen<Drawn> drawn() {
        Gen<RiskDeclaration> risks = integers()
                .between(0, Reversibility.values().length - 1)
                .zip(
                        integers().between(0, ConfirmOverride.values().length - 1),
                        booleans().all(),
                        (reversibility, confirm, handoff) -> new RiskDeclaration(
                                Kind.DANGER,
                                Reversibility.values()[reversibility],
                                ConfirmOverride.values()[confirm],
                                handoff ? Optional.of("enter the code") : Optional.empty()));
        Gen<Integer> rungs = integers().between(0, RequiredDecision.values().length - 1);
        Gen<Integer> states = integers().between(0, DecisionBatch.State.values().length - 1);
        Gen<Long> ids = integers().between(1, 1_000_000).map(Integer::longValue);
        return risks.zip(rungs, states, ids, (risk, rung, state, id) -> {
            RequiredDecision required = RequiredDecision.values()[rung];
            return new Drawn(
                    new DecisionBatch.Item(
                            id,
                            id + 7,
                            "tool_" + id,
                            required,
                            "consequence " + id,
                            "{}",
                            DecisionBatch.State.values()[state],
                            ApproveAllRule.mayCover(required, risk)),
                    risk);
        });
    }
}
