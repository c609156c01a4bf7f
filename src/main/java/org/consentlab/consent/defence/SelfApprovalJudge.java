package org.consentlab.consent.defence;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.consentlab.consent.Gate;
import org.consentlab.consent.ui.SelfApprovalAsked;
import org.consentlab.i18n.Phrase;

/**
 * Lab 7's Confirm under every defence but the passkey: what reached the control ({@link
 * SelfApprovalAsked}) is judged by the defence the gate was requested under, with the server's own
 * reading of the click; a pass is a {@link Judgement} the kernel makes a decision in the page of the
 * gate's sandbox from (for the second principal, only a consent). The line it writes says who
 * decided, from what the server saw, never from what the page claims: "a person" is never said,
 * because even a trusted press may be input an agent injected; the run's capability names the
 * agent's script. The line is written as words ({@link Phrase}): a page says it in its reader's
 * language, and its English is the line the lab has always written.
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
        Phrase saw = saw(click, ask.claimedTrusted(), ask.heldMillis(), ask.typed());
        Phrase actor = actor(trusted, click.isPresent(), capability(gate));
        return defence.refusalWords(trusted, ask.heldMillis(), ask.typed(), expectedTyped)
                .map(why -> Judgement.refused(
                        List.of(saw, Phrase.of("selfapproval.defence.refused", actor, defence.id(), why))))
                .orElseGet(() -> Judgement.accepted(
                        List.of(saw, Phrase.of("selfapproval.defence.accepted", actor, defence.id())), gate));
    }

    /** The capability of the run whose gate this is, as stored with the gate when the agent asked. */
    static String capability(Gate gate) {
        String[] parts = Objects.requireNonNull(gate.subject()).split(":");
        return parts.length == 4 ? parts[2] : "unknown";
    }

    static Phrase saw(Optional<Boolean> click, boolean claimedTrusted, int heldMillis, String typed) {
        Phrase server = Phrase.of(click.map(
                        trusted -> trusted ? "selfapproval.defence.saw.trusted" : "selfapproval.defence.saw.untrusted")
                .orElse("selfapproval.defence.saw.no-click"));
        return Phrase.of("selfapproval.defence.saw", server, "event.isTrusted=" + claimedTrusted, heldMillis, typed);
    }

    /** Who acted on Confirm: trusted input (whoever's hand it was), or the agent's script with its capability. */
    static Phrase actor(boolean trusted, boolean clicked, String capability) {
        if (trusted) {
            return capability.equals("trusted-input")
                    ? Phrase.of("selfapproval.defence.actor.trusted-input", capability)
                    : Phrase.of("selfapproval.defence.actor.trusted", capability);
        }
        Phrase script = capability.equals("trusted-input")
                ? Phrase.of("selfapproval.defence.actor.page-script", capability)
                : Phrase.of("selfapproval.defence.actor.agent-script", capability);
        return Phrase.of(
                "selfapproval.defence.actor.script",
                script,
                Phrase.of(clicked ? "selfapproval.defence.actor.clicked" : "selfapproval.defence.actor.sent"));
    }
}
