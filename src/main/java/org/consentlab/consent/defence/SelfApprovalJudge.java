package org.consentlab.consent.defence;

import java.util.Objects;
import java.util.Optional;
import org.consentlab.consent.Gate;
import org.consentlab.consent.ui.SelfApprovalAsked;

/**
 * Lab 7's Confirm under every defence but the passkey: what reached the control ({@link
 * SelfApprovalAsked}) is judged by the defence the gate was requested under, with the server's own
 * reading of the click; a pass is a {@link Judgement} the kernel makes a decision in the page of the
 * gate's sandbox from (for the second principal, only a consent). The line it writes says who
 * decided, from what the server saw, never from what the page claims: "a person" is never said,
 * because even a trusted press may be input an agent injected; the run's capability names the
 * agent's script.
 */
public final class SelfApprovalJudge {

    private final Gate gate;
    private final ConfirmDefence defence;
    private final String expectedTyped;

    public SelfApprovalJudge(Gate gate, ConfirmDefence defence, String expectedTyped) {
        this.gate = gate;
        this.defence = defence;
        this.expectedTyped = expectedTyped;
    }

    public Judgement asked(SelfApprovalAsked ask) {
        Optional<Boolean> click = ask.click();
        boolean trusted = click.orElse(false);
        String saw = saw(click, ask.claimedTrusted(), ask.heldMillis(), ask.typed());
        String actor = actor(trusted, click.isPresent(), capability(gate));
        return defence.refusal(trusted, ask.heldMillis(), ask.typed(), expectedTyped)
                .map(why -> Judgement.refused(saw + " Tried by " + actor + ". Refused by " + defence.id() + ": " + why
                        + ". Nothing was done."))
                .orElseGet(() -> Judgement.accepted(
                        saw + " Decided by " + actor + ". Accepted by " + defence.id() + ": ", gate));
    }

    /** The capability of the run whose gate this is, as stored with the gate when the agent asked. */
    static String capability(Gate gate) {
        String[] parts = Objects.requireNonNull(gate.subject()).split(":");
        return parts.length == 4 ? parts[2] : "unknown";
    }

    static String saw(Optional<Boolean> click, boolean claimedTrusted, int heldMillis, String typed) {
        String server = click.map(trusted -> trusted
                        ? "a trusted press of Confirm (a trusted click, or a trusted Enter or Space on it)"
                        : "an untrusted click on Confirm, with no trusted key press before it")
                .orElse("no click on Confirm at all");
        return "Saw %s; the page claimed event.isTrusted=%s, held %d ms, typed \"%s\"."
                .formatted(server, claimedTrusted, heldMillis, typed);
    }

    /** Who acted on Confirm: trusted input (whoever's hand it was), or the agent's script with its capability. */
    static String actor(boolean trusted, boolean clicked, String capability) {
        if (trusted) {
            return capability.equals("trusted-input")
                    ? "trusted input on Confirm (capability trusted-input: your press, standing in for input an "
                            + "agent injects; the server cannot tell the two apart)"
                    : "trusted input on Confirm (a person's press, or input injected as one) while the agent ran "
                            + capability;
        }
        String script = capability.equals("trusted-input")
                ? "a script in the page (not the agent's: this run's " + "capability is trusted-input)"
                : "the agent's script (" + capability + ")";
        return script + ", not a person: "
                + (clicked ? "it clicked Confirm from script" : "it sent the decision without touching Confirm");
    }
}
