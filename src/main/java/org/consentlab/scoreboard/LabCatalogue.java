package org.consentlab.scoreboard;

import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The eight labs' exercises on the score board: category, stars and graded hints (a nudge, a
 * pointer, then the answer). The lab pages keep their own near-miss hint; these are asked for.
 */
@Component
class LabCatalogue implements ExerciseCatalogue {

    static final String GRADIENT = "consent gradient";

    private static final List<BoardExercise> LABS = List.of(
            lab(
                    1,
                    "Registration",
                    "agents",
                    1,
                    "labs/registration",
                    "See that every registered tool is guarded by its schema: a refused call changes nothing.",
                    "Agents reach the page's tools through the same door as the Tool Inspector.",
                    "Open the Tool Inspector beside the lab, invoke any tool, then invoke one with a field of the "
                            + "wrong type.",
                    "Invoke add_to_cart from the inspector, then with {\"sku\": \"MUG-01\", \"quantity\": \"many\"}: the error "
                            + "names the field and what was expected, and nothing changed."),
            lab(
                    2,
                    "Cart counter",
                    GRADIENT,
                    1,
                    "labs/cart",
                    "An agent's cheap, reversible write runs at once, and the page can take it back.",
                    "Your own Add button does not count: the exercise is about what an agent may do without asking.",
                    "Call add_to_cart from the Tool Inspector or an agent, then look for the page's undo.",
                    "Invoke add_to_cart in the Tool Inspector (no dialog appears), then press Undo last add."),
            lab(
                    3,
                    "Product page",
                    GRADIENT,
                    1,
                    "labs/product",
                    "The low end of the gradient: a read changes nothing, a cheap write can be undone.",
                    "Two tools, two kinds: one only reads, one writes something you can take back.",
                    "get_product_details needs a SKU that exists; the product cards show them.",
                    "Invoke get_product_details with a SKU from a card, then save that product for later."),
            lab(
                    4,
                    "Destructive action",
                    "gates",
                    2,
                    "labs/account",
                    "Any path may ask to delete the account; only your Confirm deletes, once; Cancel loses nothing.",
                    "Your own Request deletion button does not count: the request must come from an agent's path.",
                    "Simulate agent call arms the gate; the dialog's Cancel and Confirm are yours.",
                    "Simulate agent call, then Cancel (the account stays ACTIVE); Simulate agent call again, then "
                            + "Confirm delete: one DELETE on Lab 4's wire."),
            lab(
                    5,
                    "Lifecycle and consent",
                    "lifecycle",
                    4,
                    "labs/lifecycle",
                    "delete_account under Correct: your consent, then an approver's yes, nothing leaves before both.",
                    "An irreversible, unbounded action needs a second human who is not the requester.",
                    "After you Confirm in the dialog, the call waits at Approvals for an approver signed in elsewhere.",
                    "Pick delete_account and Correct, Play and Confirm; in a private window sign in as the approver "
                            + "and approve it at Approvals: the verdict says PASS."),
            lab(
                    6,
                    "Dangerous actions",
                    "approvals",
                    3,
                    "labs/reports",
                    "A rejected archive leaves RPT-31 in place; an approved one archives it exactly once.",
                    "Archiving is a danger action: it asks every time, never for the session.",
                    "Use the simulated agent on RPT-31, and answer its archive request twice.",
                    "Simulated agent: Report RPT-31, then Agent: archive, and Reject; ask again and Approve: one "
                            + "request on the wire, one result-log entry."),
            lab(
                    7,
                    "The agent presses Confirm",
                    "agents",
                    5,
                    "labs/self-approval",
                    "Find a defence a script-click agent cannot pass but a trusted-input agent can, and show a "
                            + "second person's approval holding against all five.",
                    "Compare what each agent can fake: a script's click is marked untrusted by the browser, real "
                            + "input is not.",
                    "Run the script-click and the trusted-input agents against the trusted-event check; then try "
                            + "the defence that needs someone the agent cannot reach.",
                    "The trusted-event check stops the script click but not trusted input; the second principal "
                            + "holds against all five agents (so does a registered passkey)."),
            lab(
                    8,
                    "Beyond yes and no",
                    "decisions",
                    6,
                    "labs/decisions",
                    "Answer a turn item by item, edit a refund down, say no with a reason, see an unbound approval "
                            + "fail.",
                    "Each of the four steps is graded on the wire, not on what the cards show.",
                    "The batch agent brings the turn; the refund card can be edited; the approval-not-bound demo "
                            + "runs its twins.",
                    "Run the batch agent and decide each item (reject at least one, with a reason); edit the refund "
                            + "lower and approve it; run /demo/approval-not-bound."));

    @Override
    public List<BoardExercise> exercises() {
        return LABS;
    }

    private static BoardExercise lab(
            int lab, String title, String category, int stars, String route, String goal, String... hints) {
        return new BoardExercise(
                ScoreBoard.idOfLab(lab),
                "Lab " + lab + " · " + title,
                category,
                stars,
                route,
                goal,
                List.of(hints),
                "scoreboard.lab." + lab);
    }
}
