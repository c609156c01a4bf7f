package org.consentlab.consent.defence;

import java.util.Optional;
import java.util.function.Consumer;
import org.consentlab.consent.Gate;
import org.consentlab.consent.store.Fingerprint;
import org.consentlab.consent.ui.PasskeyAnswered;
import org.consentlab.consent.ui.PasskeyPrompt;
import org.consentlab.consent.ui.SelfApprovalAsked;
import org.consentlab.passkey.BrowserError;
import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.PasskeyOwner;
import org.consentlab.passkey.PasskeyVerdict;
import org.consentlab.sandbox.SandboxId;

/**
 * Lab 7's Confirm under the passkey defence. A press of Confirm (whoever's, even a script's) decides
 * nothing: it only has the server issue a one-time challenge bound to this call's fingerprint and
 * the page ask the authenticator for it. The answer is accepted only when it verifies (webauthn4j,
 * against a passkey registered for the gate's sandbox, with the person verified at the
 * authenticator); the kernel then makes the decision from the {@link Judgement}, carrying the
 * credential and the signed challenge's hash into the audit record.
 */
public final class PasskeyJudge {

    private final Gate gate;
    private final SandboxId viewer;
    private final PasskeyParts passkeys;
    private final PasskeyPrompt prompt;
    private final Consumer<String> onRefused;

    /** {@code onRefused}: where the page is told of a press that could not even ask the authenticator. */
    public PasskeyJudge(
            Gate gate, SandboxId viewer, PasskeyParts passkeys, PasskeyPrompt prompt, Consumer<String> onRefused) {
        this.gate = gate;
        this.viewer = viewer;
        this.passkeys = passkeys;
        this.prompt = prompt;
        this.onRefused = onRefused;
    }

    public void asked(SelfApprovalAsked ask) {
        Optional<String> options = passkeys.calls()
                .ask(
                        viewer,
                        gate.id(),
                        Fingerprint.shown(gate).hex(),
                        passkeys.site().current(),
                        signers());
        if (options.isEmpty()) {
            onRefused.accept(
                    "Saw a press of Confirm. Refused by passkey: no passkey is registered for this sandbox, so "
                            + "nothing can sign this call (register one under \"Your passkey for this sandbox\"). Nothing was done.");
            return;
        }
        prompt.ask(
                options.get(),
                "Asking your authenticator to sign this call (" + gate.tool() + ", call " + gate.callId()
                        + "): verify with your fingerprint, face or PIN in the browser's own prompt, or cancel it.");
    }

    public Judgement answered(PasskeyAnswered answer) {
        Optional<String> assertion = answer.assertion();
        if (assertion.isEmpty()) {
            return Judgement.refused("Saw no passkey assertion: the page reported " + BrowserError.named(answer.error())
                    + ". Refused by passkey: the authenticator signed nothing. Nothing was done.");
        }
        // The call as stored now, not as the card was built: arguments edited since the challenge was issued
        // make another fingerprint, and the signature is refused.
        Gate now = passkeys.gates().find(gate.id()).orElse(gate);
        PasskeyVerdict verdict =
                passkeys.calls().verify(viewer, now.id(), Fingerprint.shown(now).hex(), assertion.get(), signers());
        return switch (verdict) {
            case PasskeyVerdict.Refused refused ->
                Judgement.refused(
                        "Saw a passkey assertion. Refused by passkey: " + refused.why() + ". Nothing was done.");
            case PasskeyVerdict.Signed signed ->
                new Judgement(
                        "Saw a passkey assertion by credential " + CallPasskeys.shortId(signed.credentialId())
                                + (signed.ownSandbox()
                                        ? ", the person verified at the authenticator"
                                        : ", a passkey registered for another sandbox, not this one (its "
                                                + "authenticator reported someone verified)")
                                + ", over this call's challenge (SHA-256 "
                                + signed.challengeHash().substring(0, 16) + "…). "
                                + (signed.ownSandbox()
                                        ? "Decided by the person at the authenticator. "
                                        : "Decided by whoever holds that passkey, not by this sandbox's person. ")
                                + "Accepted by passkey: ",
                        now,
                        signed);
        };
    }

    /** Whose passkey may sign, read at each step: the failure mode may have been switched since the card was built. */
    private PasskeyOwner signers() {
        return PasskeySigners.of(gate, passkeys.modes().inForce(gate.sandbox()));
    }
}
