package org.consentlab.consent.defence;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.consentlab.consent.Gate;
import org.consentlab.consent.store.Fingerprint;
import org.consentlab.consent.ui.ApproverDecisionCard;
import org.consentlab.consent.ui.DecisionAsked;
import org.consentlab.consent.ui.DecisionAsked.Kind;
import org.consentlab.consent.ui.PasskeyAnswered;
import org.consentlab.consent.ui.PasskeyPrompt;
import org.consentlab.instructor.SignedInApprover;
import org.consentlab.passkey.BrowserError;
import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.PasskeyVerdict;

/**
 * An approver's Approve where the learner's class asks for the approver's passkey. The press decides
 * nothing: it has the server issue a one-time challenge for this approver and this call's
 * fingerprint, and the page ask the approver's authenticator. The answer is accepted only when it
 * verifies with the approver's own registered passkey, the person verified; the kernel then mints
 * the approver's decision from the {@link Judgement}, the credential and the challenge's hash going
 * into the audit record. Reject needs no passkey: a no sends nothing.
 */
public final class ApproverPasskeyJudge {

    private final Gate gate;
    private final PasskeyParts passkeys;
    private final PasskeyPrompt prompt;
    private final Supplier<Optional<String>> approver;
    private final Consumer<String> onRefused;
    private String rationale = "";

    /** {@code approver}: who is signed in with the approver role, read at each step, never kept. */
    public ApproverPasskeyJudge(
            Gate gate,
            PasskeyParts passkeys,
            PasskeyPrompt prompt,
            Supplier<Optional<String>> approver,
            Consumer<String> onRefused) {
        this.gate = gate;
        this.passkeys = passkeys;
        this.prompt = prompt;
        this.approver = approver;
        this.onRefused = onRefused;
    }

    /**
     * Whether this press is one the passkey must sign: a person's Approve, someone signed in, a
     * rationale that fits. Anything else (a no, a click nobody made) is decided as on every card.
     */
    public boolean signs(DecisionAsked ask) {
        return ask.isFromClient()
                && ask.kind() == Kind.CONFIRM_APPROVAL
                && approver.get().isPresent()
                && ask.typed().length() <= ApproverDecisionCard.MAX_RATIONALE;
    }

    /** An Approve the passkey must sign: the challenge is issued and the authenticator asked; nothing is decided. */
    public void asked(DecisionAsked ask) {
        ask.answered(true); // Approve may be pressed again: nothing is decided until the passkey's answer verifies
        Optional<String> options = approver.get()
                .flatMap(name -> passkeys.approvers()
                        .ask(
                                name,
                                gate.id(),
                                Fingerprint.shown(gate).hex(),
                                passkeys.site().current()));
        if (options.isEmpty()) {
            onRefused.accept("Refused: this class asks approvers to approve this call with their own passkey, and you "
                    + "have none registered (register one under \"Your passkey as an approver\"). Nothing was done.");
            return;
        }
        rationale = ask.typed();
        prompt.ask(
                options.get(),
                "Asking your authenticator to sign your approval of this call (" + gate.tool() + ", call "
                        + gate.callId() + "): verify with your fingerprint, face or PIN in the browser's own prompt, "
                        + "or cancel it.");
    }

    /** The rationale typed with the Approve the authenticator was asked to sign. */
    public String rationale() {
        return rationale;
    }

    /** The authenticator's answer, judged against the call as stored now (edited arguments make another fingerprint). */
    public Judgement answered(PasskeyAnswered answer) {
        Optional<String> name = approver.get();
        if (name.isEmpty()) {
            return Judgement.refused(SignedInApprover.NOBODY_SIGNED_IN);
        }
        if (answer.assertion().isEmpty()) {
            return Judgement.refused("Saw no passkey assertion: the page reported " + BrowserError.named(answer.error())
                    + ". Refused: your authenticator signed nothing. Nothing was done.");
        }
        Gate now = passkeys.gates().find(gate.id()).orElse(gate);
        return switch (passkeys.approvers()
                .verify(
                        name.get(),
                        now.id(),
                        Fingerprint.shown(now).hex(),
                        answer.assertion().get())) {
            case PasskeyVerdict.Refused refused ->
                Judgement.refused("Saw a passkey assertion. Refused: " + refused.why() + ". Nothing was done.");
            case PasskeyVerdict.Signed signed ->
                new Judgement(
                        "Saw your passkey's assertion (credential " + CallPasskeys.shortId(signed.credentialId())
                                + "), you verified at your authenticator, over this call's challenge (SHA-256 "
                                + signed.challengeHash().substring(0, 16) + "…). ",
                        now,
                        signed);
        };
    }
}
