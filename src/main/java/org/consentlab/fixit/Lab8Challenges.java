package org.consentlab.fixit;

import static org.consentlab.fixit.Challenge.wrong;

import java.util.List;
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
                        wrong(
                                """
                                  WrongDesigns.retryReplacesArguments(gates, gate.get(), retryArgs.toString());
                                + gates.replaceConsequence(gate.get().id(), describe(retryArgs));""",
                                "Changing what the card says after the person read it does not change what they "
                                        + "approved: the decision is bound to what was shown, and a retry asking for more "
                                        + "is refused."),
                        wrong(
                                """
                                + if (amount(retryArgs) > approverLimit) {
                                +     return Optional.of("REFUSED: over the limit.");
                                + }
                                  WrongDesigns.retryReplacesArguments(gates, gate.get(), retryArgs.toString());""",
                                "€90.00 under the limit is still not the €40.00 the person approved: the limit is one "
                                        + "check, the binding another."),
                        wrong(
                                """
                                + // refund_order's description: "Never change the amount when retrying.\"""",
                                "A rule the agent is asked to keep is not enforced: the server must refuse the retry's "
                                        + "other arguments.")),
                Challenge.fromSource(
                        FailureMode.APPROVE_ALL_HIDES,
                        "CardDecisions.java",
                        List.of("? WrongDesigns.approveAllCoversEveryRow(rows.keySet())"),
                        wrong(
                                """
                                + listed = rows.keySet(); // Approve all's list shows every row of the turn""",
                                "Listing the irreversible call under Approve all does not make one click a decision "
                                        + "about it: an irreversible or approver's call waits for its own row."),
                        wrong(
                                """
                                + batch.scrollIntoView(); // the delete_account row is above the fold""",
                                "Scrolling is not reading: the click still says yes to a call the person never "
                                        + "decided. Approve all covers only the rows it lists."),
                        wrong(
                                """
                                + confirm("Approve all " + rows.size() + " calls?");""",
                                "A count is not a consequence: the person approves \"2 calls\" without reading that one "
                                        + "deletes the account.")));
    }
}
