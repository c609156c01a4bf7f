package org.consentlab.instructor;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.consentlab.i18n.Texts;

/**
 * The instructor's switches: each names (by its label, an id in every language) a wrong design that the consent boundary carries out
 * while it is on (see {@code WrongDesigns} and the tool's own file), the symptom a learner sees,
 * the fix that is in force when off, and the lab whose tool it bends. Each has its correct twin
 * at {@code /demo/<label>}.
 */
public enum FailureMode {
    ONE_FUNCTION("one-function", 4),
    FIRES_EARLY("fires-early", 4),
    NO_GATE("no-gate", 6),
    REJECTION_AS_SUCCESS("rejection-as-success", 6),
    NO_IDEMPOTENCY("no-idempotency", 6),
    WRONG_ROW("wrong-row", 6),
    HIDDEN_CALLABLE("hidden-callable", 6),
    TIMEOUT_FAILS_OPEN("timeout-fails-open", 4),
    AGENT_PRESSES_CONFIRM("agent-presses-confirm", 4),
    REMEMBERED_YES("remembered-yes", 6),
    APPROVAL_NOT_BOUND("approval-not-bound", 8),
    APPROVE_ALL_HIDES("approve-all-hides", 8),
    ANY_PASSKEY("any-passkey", 7);

    /** The two amounts of Lab 8's refund scenario, written as the page's language writes money. */
    private static final long ASKED_CENTS = 4000;

    private static final long RETRIED_CENTS = 9000;

    private final String label;
    private final int lab;

    FailureMode(String label, int lab) {
        this.label = label;
        this.lab = lab;
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
        List<String> sorted = labs().stream().sorted().map(String::valueOf).toList();
        if (sorted.size() == 1) {
            return Texts.t("instructor.mode.labs.one", sorted.getFirst());
        }
        String first = sorted.getFirst();
        for (String next : sorted.subList(1, sorted.size() - 1)) {
            first = Texts.t("instructor.mode.labs.comma", first, next);
        }
        return Texts.t("instructor.mode.labs.and", first, sorted.getLast());
    }

    /** What a learner sees go wrong, in the page's language. */
    public String symptom() {
        return text("symptom");
    }

    /** The wrong design in words, in the page's language. */
    public String wrongDesign() {
        return text("wrong");
    }

    /** The fix in force while the switch is off, in the page's language. */
    public String fix() {
        return text("fix");
    }

    /** The demo's scripted scenario in one line, as /demo and /demo/<label> tell it, in the page's language. */
    public String scenario() {
        return text("scenario");
    }

    private String text(String part) {
        return Texts.t("instructor.mode." + label + "." + part, Texts.money(ASKED_CENTS), Texts.money(RETRIED_CENTS));
    }

    public static Optional<FailureMode> byLabel(String label) {
        return Arrays.stream(values()).filter(mode -> mode.label.equals(label)).findFirst();
    }
}
