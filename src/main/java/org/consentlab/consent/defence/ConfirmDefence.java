package org.consentlab.consent.defence;

import java.util.Arrays;
import java.util.Optional;
import org.consentlab.consent.WrongDesigns;
import org.consentlab.i18n.Phrase;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxId;

/**
 * Lab 7's defences of a Confirm control against an agent that can also act on the page. The first
 * four judge what reached the server from the page (a browser's report of the click, how long it
 * was held, what was typed); the second principal is a person outside the agent's reach; the
 * passkey is a signature the person's authenticator makes over this call, outside the page. Lab 4's
 * Confirm is judged by one of them too (trusted-event, or none under its failure mode).
 */
public enum ConfirmDefence {
    NONE("none"),
    TRUSTED_EVENT("trusted-event"),
    HOLD_TO_CONFIRM("hold-to-confirm"),
    TYPE_TO_CONFIRM("type-to-confirm"),
    SECOND_PRINCIPAL("second-principal"),
    PASSKEY("passkey");

    /** Every Lab 7 gate's subject starts so: {@code lab7:<defence>:<capability>:<call>}. */
    public static final String SUBJECT_PREFIX = "lab7:";

    /** How long hold-to-confirm wants the button held, in milliseconds. */
    public static final int HOLD_MILLIS = 1500;

    private final String id;

    ConfirmDefence(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** What the defence asks of a press, in English. */
    public String rule() {
        return ruleWords().english();
    }

    /**
     * What the defence asks of a press ({@code selfapproval.defence.rule.<id>}), as words a page
     * says in its reader's language.
     */
    public Phrase ruleWords() {
        return Phrase.of("selfapproval.defence.rule." + id);
    }

    public static Optional<ConfirmDefence> byId(String id) {
        return Arrays.stream(values()).filter(defence -> defence.id.equals(id)).findFirst();
    }

    /**
     * The defence of Lab 4's Confirm: trusted-event, which stops an agent's script calling click()
     * and costs a person nothing; none while the agent-presses-confirm failure mode is on.
     */
    public static ConfirmDefence ofLab4(FailureModes modes, SandboxId sandbox) {
        // fixit:begin agent-presses-confirm
        return modes.isOn(sandbox, FailureMode.AGENT_PRESSES_CONFIRM)
                ? WrongDesigns.anyClickConfirms() // fixit:culprit agent-presses-confirm
                : ConfirmDefence.TRUSTED_EVENT;
        // fixit:end agent-presses-confirm
    }

    /** The subject of a Lab 7 gate: the defence and the agent's capability, kept with the gate for grading. */
    public String subject(String capability, long callId) {
        return SUBJECT_PREFIX + id + ":" + capability + ":" + callId;
    }

    /**
     * Why this defence refuses what reached it, if it does. {@code trusted} is the server's own
     * reading of the click's events; the hold was measured in the page, which the agent's script
     * shares, so the server can only believe it; the typed text is compared on the server.
     */
    public Optional<String> refusal(boolean trusted, int heldMillis, String typed, String expectedTyped) {
        return refusalWords(trusted, heldMillis, typed, expectedTyped).map(Phrase::english);
    }

    /** {@link #refusal} as words: the same refusal, said in the language of whoever reads it. */
    public Optional<Phrase> refusalWords(boolean trusted, int heldMillis, String typed, String expectedTyped) {
        return switch (this) {
            case NONE, SECOND_PRINCIPAL, PASSKEY -> Optional.empty();
            case TRUSTED_EVENT ->
                trusted ? Optional.empty() : Optional.of(Phrase.of("selfapproval.defence.refused.untrusted"));
            case HOLD_TO_CONFIRM ->
                heldMillis >= HOLD_MILLIS
                        ? Optional.empty()
                        : Optional.of(Phrase.of("selfapproval.defence.refused.held", heldMillis, HOLD_MILLIS));
            case TYPE_TO_CONFIRM ->
                typed.strip().equalsIgnoreCase(expectedTyped)
                        ? Optional.empty()
                        : Optional.of(Phrase.of("selfapproval.defence.refused.typed"));
        };
    }
}
