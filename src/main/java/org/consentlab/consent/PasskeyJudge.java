package org.consentlab.consent;

import java.util.Optional;
import java.util.function.Supplier;
import org.consentlab.consent.ui.PasskeyAnswered;
import org.consentlab.consent.ui.PasskeyPrompt;
import org.consentlab.consent.ui.SelfApprovalAsked;
import org.consentlab.passkey.BrowserError;
import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.PasskeyOwner;
import org.consentlab.passkey.PasskeyVerdict;

/**
 * Lab 7's Confirm under the passkey defence, the kernel's side. A press of Confirm (whoever's, even
 * a script's) decides nothing: it only has the server issue a one-time challenge bound to this
 * call's fingerprint and the page ask the authenticator for it. The decision is made only when the
 * answer verifies (webauthn4j, against a passkey registered for the gate's sandbox, with the person
 * verified at the authenticator), and then through {@link HumanDecisions}, carrying the credential
 * and the signed challenge's hash into the audit record.
 */
final class PasskeyJudge implements DecisionControl {

    private final CardDecisions.Context context;
    private final PasskeyParts passkeys;
    private final PasskeyPrompt prompt;
    private final Supplier<PasskeyOwner> signers;

    /** {@code signers}: whose passkey may sign, read at each step ({@link PasskeySigners}). */
    PasskeyJudge(
            CardDecisions.Context context,
            PasskeyParts passkeys,
            PasskeyPrompt prompt,
            Supplier<PasskeyOwner> signers) {
        this.context = context;
        this.passkeys = passkeys;
        this.prompt = prompt;
        this.signers = signers;
    }

    void asked(SelfApprovalAsked ask) {
        Gate gate = context.gate();
        Optional<String> options = passkeys.calls()
                .ask(
                        context.viewer(),
                        gate.id(),
                        Fingerprint.shown(gate).hex(),
                        passkeys.site().current(),
                        signers.get());
        if (options.isEmpty()) {
            context.onDecided()
                    .accept(
                            "Saw a press of Confirm. Refused by passkey: no passkey is registered for this sandbox, so "
                                    + "nothing can sign this call (register one under \"Your passkey for this sandbox\"). Nothing was done.");
            return;
        }
        prompt.ask(
                options.get(),
                "Asking your authenticator to sign this call (" + gate.tool() + ", call " + gate.callId()
                        + "): verify with your fingerprint, face or PIN in the browser's own prompt, or cancel it.");
    }

    void answered(PasskeyAnswered answer) {
        Optional<String> assertion = answer.assertion();
        if (assertion.isEmpty()) {
            context.onDecided()
                    .accept("Saw no passkey assertion: the page reported " + BrowserError.named(answer.error())
                            + ". Refused by passkey: the authenticator signed nothing. Nothing was done.");
            return;
        }
        // The call as stored now, not as the card was built: arguments edited since the challenge was issued
        // make another fingerprint, and the signature is refused.
        Gate gate = passkeys.gates().find(context.gate().id()).orElse(context.gate());
        PasskeyVerdict verdict = passkeys.calls()
                .verify(context.viewer(), gate.id(), Fingerprint.shown(gate).hex(), assertion.get(), signers.get());
        String said = switch (verdict) {
            case PasskeyVerdict.Refused refused ->
                "Saw a passkey assertion. Refused by passkey: " + refused.why() + ". Nothing was done.";
            case PasskeyVerdict.Signed signed ->
                "Saw a passkey assertion by credential " + CallPasskeys.shortId(signed.credentialId())
                        + (signed.ownSandbox()
                                ? ", the person verified at the authenticator"
                                : ", a passkey registered for another sandbox, not this one (its authenticator "
                                        + "reported someone verified)")
                        + ", over this call's challenge (SHA-256 "
                        + signed.challengeHash().substring(0, 16) + "…). "
                        + (signed.ownSandbox()
                                ? "Decided by the person at the authenticator. "
                                : "Decided by whoever holds that passkey, not by this sandbox's person. ")
                        + "Accepted by passkey: "
                        + context.tool()
                                .confirm(HumanDecisions.signedWithPasskey(
                                        gate, context.viewer(), context.clock(), signed));
        };
        context.onDecided().accept(said);
    }
}
