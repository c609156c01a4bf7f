package org.consentlab.instructor;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The instructor's switches: each names a wrong design that the consent boundary carries out
 * while it is on (see {@code WrongDesigns} and the tool's own file), the symptom a learner sees,
 * the fix that is in force when off, and the lab whose tool it bends. Each has its correct twin
 * at {@code /demo/<label>}.
 */
public enum FailureMode {
    ONE_FUNCTION(
            "one-function",
            4,
            "The agent's call deletes the account on the spot",
            "One function does both: the agent's delete_account request deletes at once, with no gate.",
            "Two functions: the agent's request only arms the gate; only the person's Confirm deletes."),
    FIRES_EARLY(
            "fires-early",
            4,
            "The account is gone while the dialog still asks",
            "The page sends the delete as it opens the consent dialog, before anyone has answered.",
            "Nothing is sent until the person confirms; Cancel leaves everything as it was."),
    NO_GATE(
            "no-gate",
            6,
            "A delete runs without a prompt",
            "The runtime gate is off: archive_report runs as if it were declared a write.",
            "Danger is declared as danger, and the gate switch stays on."),
    REJECTION_AS_SUCCESS(
            "rejection-as-success",
            6,
            "The model says \"archived\" after rejection",
            "A rejected call is answered with a success text.",
            "The agent receives the rejection unchanged, with its outcome."),
    NO_IDEMPOTENCY(
            "no-idempotency",
            6,
            "The server performs it twice",
            "A retry of the same request, sent while it waits for approval, is executed as a request of its own.",
            "Retries carry an idempotency key or join the pending request; the effect runs once per request."),
    WRONG_ROW(
            "wrong-row",
            6,
            "A user approves the wrong row",
            "The approval says \"Archive the selected report?\" without naming which one.",
            "The app writes the description from the record: \"Archive report RPT-31 'Q3 revenue'\"."),
    HIDDEN_CALLABLE(
            "hidden-callable",
            6,
            "The action is hidden behind a modal but still callable",
            "No region scope is declared: the report tools run while a dialog covers the reports.",
            "The report tools declare their region and refuse while it is covered."),
    TIMEOUT_FAILS_OPEN(
            "timeout-fails-open",
            4,
            "Nobody answered, and it ran anyway",
            "When a gate times out, its effect runs as if the silence were a yes.",
            "A timeout cancels: it is reported as a timeout, never as a yes or a no, and nothing runs."),
    AGENT_PRESSES_CONFIRM(
            "agent-presses-confirm",
            4,
            "The agent clicks Confirm itself",
            "Lab 4's Confirm accepts any click that reaches the server, including the agent's script calling click().",
            "Lab 4's Confirm wants a trusted event: a click or key press the browser says came from a person."),
    REMEMBERED_YES(
            "remembered-yes",
            6,
            "The same destructive action keeps asking",
            "To stop the asking, one yes given while this is on is remembered for the session, and later archives "
                    + "run unasked.",
            "Intentional under confirm always: every archive asks, so there is never a session-wide allow."),
    APPROVAL_NOT_BOUND(
            "approval-not-bound",
            8,
            "The person approved €40.00 and €90.00 went out",
            "A decision counts for the call, not for its arguments: a retry with the same idempotency key (or any "
                    + "later update) changes the arguments while the gate is pending, and the effect runs them.",
            "A decision carries the fingerprint of what the person was shown (tool, canonical arguments, call id, "
                    + "gate id); a retry that changes the arguments is refused, and the effect runs only with "
                    + "exactly the arguments decided."),
    APPROVE_ALL_HIDES(
            "approve-all-hides",
            8,
            "Approve all deleted the account nobody looked at",
            "Approve all lists the low-risk calls of the turn, and its click also says yes to every other call "
                    + "waiting, the delete_account row below the fold included.",
            "Approve all covers only calls of explicit consent, lists exactly those, and never an irreversible, "
                    + "unbounded or approver's call: those wait for their own decision."),
    ANY_PASSKEY(
            "any-passkey",
            7,
            "A passkey the agent registered for itself signs the learner's Confirm",
            "Lab 7's passkey Confirm finds the signing passkey as a sign-in does, by its credential id among every "
                    + "passkey registered on the site: an agent registers one for a sandbox of its own, its "
                    + "authenticator signs this call with it, and the signature verifies.",
            "Only a passkey registered for the gate's own sandbox may sign: the credential is looked up within "
                    + "that sandbox, so a key registered anywhere else is a key this sandbox never saw.");

    private final String label;
    private final int lab;
    private final String symptom;
    private final String wrongDesign;
    private final String fix;

    FailureMode(String label, int lab, String symptom, String wrongDesign, String fix) {
        this.label = label;
        this.lab = lab;
        this.symptom = symptom;
        this.wrongDesign = wrongDesign;
        this.fix = fix;
    }

    public String label() {
        return label;
    }

    /**
     * The lab whose own failure-mode table holds this switch: 4 (delete_account), 6 (the reports), 7 (its
     * passkey Confirm) or 8 (decisions).
     */
    public int lab() {
        return lab;
    }

    /**
     * Every lab whose calls this mode changes while it is on, and so the labs whose pages show its
     * banner and that the instructor's switch names; the only place this is written. Read from where
     * the wrong design sits: delete_account's request (Lab 4, and Lab 8's turn, which sends it too),
     * the decision path every gate takes (a decline and a timeout: Labs 4 to 8), the confirm buttons
     * under Lab 4's defence (Lab 4's card and Lab 8's rows), the report tools (Lab 6), and Lab 8's
     * argument-bound refund and payment and its Approve all, and Lab 7's passkey Confirm.
     */
    public Set<Integer> labs() {
        return switch (this) {
            case ONE_FUNCTION, FIRES_EARLY, AGENT_PRESSES_CONFIRM -> Set.of(4, 8);
            case REJECTION_AS_SUCCESS, TIMEOUT_FAILS_OPEN -> Set.of(4, 5, 6, 7, 8);
            case NO_GATE, NO_IDEMPOTENCY, WRONG_ROW, HIDDEN_CALLABLE, REMEMBERED_YES -> Set.of(6);
            case APPROVAL_NOT_BOUND, APPROVE_ALL_HIDES -> Set.of(8);
            case ANY_PASSKEY -> Set.of(7);
        };
    }

    /** Whether lab {@code lab}'s calls behave differently while this mode is on. */
    public boolean changes(int lab) {
        return labs().contains(lab);
    }

    /** The labs in words, in order, as the switches and the docs name them: "Labs 4 and 8". */
    public String labsInWords() {
        List<Integer> sorted = labs().stream().sorted().toList();
        if (sorted.size() == 1) {
            return "Lab " + sorted.getFirst();
        }
        return "Labs "
                + sorted.subList(0, sorted.size() - 1).stream()
                        .map(String::valueOf)
                        .collect(Collectors.joining(", ")) + " and " + sorted.getLast();
    }

    public String symptom() {
        return symptom;
    }

    public String wrongDesign() {
        return wrongDesign;
    }

    public String fix() {
        return fix;
    }

    /** The demo's scripted scenario in one line, as /demo and /demo/<label> tell it. */
    public String scenario() {
        return switch (this) {
            case ONE_FUNCTION -> "An agent calls delete_account. Nobody confirms anything.";
            case FIRES_EARLY -> "An agent calls delete_account; the consent dialog opens; the person presses Cancel.";
            case NO_GATE -> "An agent calls archive_report for RPT-31; nobody has approved anything.";
            case REJECTION_AS_SUCCESS ->
                "An agent asks to archive RPT-31; the person rejects it; what is the agent told?";
            case NO_IDEMPOTENCY ->
                "An agent asks to archive RPT-31, gets no answer and retries; the person approves once.";
            case WRONG_ROW ->
                "The person means RPT-30; an agent asks to archive RPT-29; the person reads the approval.";
            case HIDDEN_CALLABLE -> "A dialog covers the reports; behind it, an agent calls tag_report on RPT-31.";
            case TIMEOUT_FAILS_OPEN -> "An agent calls delete_account; nobody answers before the gate times out.";
            case AGENT_PRESSES_CONFIRM -> "An agent calls delete_account, then its script in the page clicks Confirm.";
            case REMEMBERED_YES ->
                "The person approves archiving RPT-31; later the agent asks for RPT-32, which they " + "still need.";
            case APPROVAL_NOT_BOUND ->
                "An agent asks to refund €40.00 of ORD-1043, then retries with the same "
                        + "idempotency key for €90.00; the person approves the €40.00 they were shown.";
            case APPROVE_ALL_HIDES ->
                "In one turn an agent asks to refund €40.00 of ORD-1043 and to delete the "
                        + "account; the person reads Approve all's list and clicks it.";
            case ANY_PASSKEY ->
                "The person has registered a passkey; an agent registers one for a sandbox of its own, asks to "
                        + "delete the account under Lab 7's passkey Confirm, and answers it with its own authenticator.";
        };
    }

    public static Optional<FailureMode> byLabel(String label) {
        return Arrays.stream(values()).filter(mode -> mode.label.equals(label)).findFirst();
    }
}
