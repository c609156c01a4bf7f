package org.consentlab.consent;

import java.util.Optional;
import org.consentlab.consent.ui.ApproverDecisionCard;
import org.consentlab.consent.ui.DecisionAsked;
import org.consentlab.consent.ui.DecisionAsked.Kind;
import org.consentlab.consent.ui.PasskeyAnswered;
import org.consentlab.consent.ui.PasskeyPrompt;
import org.consentlab.passkey.BrowserError;
import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.PasskeyVerdict;

/**
 * An approver's Approve where the learner's class asks for the approver's passkey. The press decides
 * nothing: it has the server issue a one-time challenge for this approver and this call's
 * fingerprint, and the page ask the approver's authenticator. The decision is made only when the
 * answer verifies with the approver's own registered passkey, the person verified, and then through
 * {@link HumanDecisions}, with the approver and scope read again at that moment, the credential and
 * the challenge's hash going into the audit record. Reject needs no passkey: a no sends nothing.
 */
final class ApproverPasskeyJudge implements DecisionControl {

    private final CardDecisions.Context context;
    private final PasskeyParts passkeys;
    private final PasskeyPrompt prompt;
    private final CardDecisions plain;
    private String rationale = "";

    ApproverPasskeyJudge(
            CardDecisions.Context context, PasskeyParts passkeys, PasskeyPrompt prompt, CardDecisions plain) {
        this.context = context;
        this.passkeys = passkeys;
        this.prompt = prompt;
        this.plain = plain;
    }

    void asked(DecisionAsked ask) {
        Optional<String> approver = context.deciding().approver().name();
        if (!ask.isFromClient()
                || ask.kind() != Kind.CONFIRM_APPROVAL
                || approver.isEmpty()
                || ask.typed().length() > ApproverDecisionCard.MAX_RATIONALE) {
            plain.asked(ask); // a no, a click nobody made, nobody signed in, a rationale too long: as every card
            return;
        }
        ask.answered(true); // Approve may be pressed again: nothing is decided until the passkey's answer verifies
        Gate gate = context.gate();
        Optional<String> options = passkeys.approvers()
                .ask(
                        approver.get(),
                        gate.id(),
                        Fingerprint.shown(gate).hex(),
                        passkeys.site().current());
        if (options.isEmpty()) {
            context.onDecided()
                    .accept(
                            "Refused: this class asks approvers to approve this call with their own passkey, and you "
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

    void answered(PasskeyAnswered answer) {
        Optional<String> approver = context.deciding().approver().name();
        if (approver.isEmpty()) {
            context.onDecided().accept("Only a signed-in approver can decide here; nothing was done.");
            return;
        }
        if (answer.assertion().isEmpty()) {
            context.onDecided()
                    .accept("Saw no passkey assertion: the page reported " + BrowserError.named(answer.error())
                            + ". Refused: your authenticator signed nothing. Nothing was done.");
            return;
        }
        // The call as stored now: arguments edited since the challenge was issued make another fingerprint.
        Gate gate = passkeys.gates().find(context.gate().id()).orElse(context.gate());
        PasskeyVerdict verdict = passkeys.approvers()
                .verify(
                        approver.get(),
                        gate.id(),
                        Fingerprint.shown(gate).hex(),
                        answer.assertion().get());
        context.onDecided()
                .accept(
                        switch (verdict) {
                            case PasskeyVerdict.Refused refused ->
                                "Saw a passkey assertion. Refused: " + refused.why() + ". Nothing was done.";
                            case PasskeyVerdict.Signed signed ->
                                "Saw your passkey's assertion (credential "
                                        + CallPasskeys.shortId(signed.credentialId())
                                        + "), you verified at your authenticator, over this call's challenge (SHA-256 "
                                        + signed.challengeHash().substring(0, 16) + "…). "
                                        + context.tool()
                                                .confirmApproval(HumanDecisions.byApproverWithPasskey(
                                                        gate,
                                                        context.viewer(),
                                                        approver.get(),
                                                        context.deciding()
                                                                .approver()
                                                                .scope(),
                                                        rationale,
                                                        context.clock(),
                                                        signed));
                        });
    }
}
