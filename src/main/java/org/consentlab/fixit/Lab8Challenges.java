package org.consentlab.fixit;

import static org.consentlab.fixit.Challenge.wrong;

import java.util.List;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.FailureMode;

/** The challenges of Lab 8: a decision bound to what the person saw, and Approve all that covers what it lists. */
final class Lab8Challenges {

    private Lab8Challenges() {}

    static List<Challenge> all() {
        return List.of(
                Challenge.fromSource(
                        FailureMode.APPROVAL_NOT_BOUND,
                        "tool/BoundRetries.java",
                        List.of("WrongDesigns.retryReplacesArguments("),
                        wrong("""
                                  WrongDesigns.retryReplacesArguments(gates, gate.get(), retryArgs.toString());
                                + gates.replaceConsequence(gate.get().id(), describe(retryArgs));""", "fixit.why.approval-not-bound.1"),
                        wrong(
                                """
                                + if (amount(retryArgs) > approverLimit) {
                                +     return Optional.of("REFUSED: over the limit.");
                                + }
                                  WrongDesigns.retryReplacesArguments(gates, gate.get(), retryArgs.toString());""",
                                // The amounts of the failure mode's scenario: the agent retried for 90, the person
                                // approved 40.
                                () -> Texts.t("fixit.why.approval-not-bound.2", Texts.money(9000), Texts.money(4000))),
                        wrong("""
                                + // refund_order's description: "Never change the amount when retrying.\"""", "fixit.why.approval-not-bound.3")),
                Challenge.fromSource(
                        FailureMode.APPROVE_ALL_HIDES,
                        "CardDecisions.java",
                        List.of("? WrongDesigns.approveAllCoversEveryRow(rows.keySet())"),
                        wrong("""
                                + listed = rows.keySet(); // Approve all's list shows every row of the turn""", "fixit.why.approve-all-hides.1"),
                        wrong("""
                                + batch.scrollIntoView(); // the delete_account row is above the fold""", "fixit.why.approve-all-hides.2"),
                        wrong("""
                                + confirm("Approve all " + rows.size() + " calls?");""", "fixit.why.approve-all-hides.3")));
    }
}
