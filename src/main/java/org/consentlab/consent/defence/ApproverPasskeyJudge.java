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
import org.consentlab.passkey.PasskeyWords;

/**
 * An approver's Approve where the learner's class asks for the approver's passkey. The press decides
 * nothing: it has the server issue a one-time challenge for this approver and this call's
 * fingerprint, and the page ask the approver's authenticator. The answer is accepted only when it
 * verifies with the approver's own registered passkey, the person verified; the kernel then mints
 * the approver's decision from the {@link Judgement}, the credential and the challenge's hash going
 * into the audit record. Reject needs no passkey: a no sends nothing. What it says is shown at once on
 * the approver's page, not kept, and so is said in the page's language.
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
            onRefused.accept(
                    PasskeyWords.of("passkey.approver.none-registered", PasskeyWords.of("approval.passkey.title"))
                            .text());
            return;
        }
        rationale = ask.typed();
        prompt.ask(
                options.get(),
                PasskeyWords.of(
                                "passkey.approver.asking",
                                new PasskeyWords.Code(gate.tool()),
                                new PasskeyWords.Code(Long.toString(gate.callId())))
                        .text());
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
            return Judgement.refused(
                    PasskeyWords.of("passkey.approver.no-assertion", BrowserError.named(answer.error()))
                            .text());
        }
        Gate now = passkeys.gates().find(gate.id()).orElse(gate);
        return switch (passkeys.approvers()
                .verify(
                        name.get(),
                        now.id(),
                        Fingerprint.shown(now).hex(),
                        answer.assertion().get())) {
            case PasskeyVerdict.Refused refused ->
                Judgement.refused(PasskeyWords.of("passkey.approver.refused", refused.words())
                        .text());
            case PasskeyVerdict.Signed signed ->
                new Judgement(
                        PasskeyWords.of(
                                                "passkey.approver.accepted",
                                                new PasskeyWords.Code(CallPasskeys.shortId(signed.credentialId())),
                                                new PasskeyWords.Code(
                                                        signed.challengeHash().substring(0, 16)))
                                        .text()
                                + " ",
                        now,
                        signed);
        };
    }
}
