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
import org.consentlab.passkey.PasskeyWords;
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
                    said(PasskeyWords.of("passkey.confirm.none-registered", PasskeyWords.of("passkey.title"))));
            return;
        }
        prompt.ask(
                options.get(),
                PasskeyWords.of(
                                "passkey.confirm.asking",
                                new PasskeyWords.Code(gate.tool()),
                                new PasskeyWords.Code(Long.toString(gate.callId())))
                        .text());
    }

    public Judgement answered(PasskeyAnswered answer) {
        Optional<String> assertion = answer.assertion();
        if (assertion.isEmpty()) {
            return Judgement.refused(
                    said(PasskeyWords.of("passkey.confirm.no-assertion", BrowserError.named(answer.error()))));
        }
        // The call as stored now, not as the card was built: arguments edited since the challenge was issued
        // make another fingerprint, and the signature is refused.
        Gate now = passkeys.gates().find(gate.id()).orElse(gate);
        PasskeyVerdict verdict =
                passkeys.calls().verify(viewer, now.id(), Fingerprint.shown(now).hex(), assertion.get(), signers());
        return switch (verdict) {
            case PasskeyVerdict.Refused refused ->
                Judgement.refused(said(PasskeyWords.of("passkey.confirm.refused", refused.words())));
            case PasskeyVerdict.Signed signed ->
                new Judgement(
                        said(PasskeyWords.of(
                                        signed.ownSandbox()
                                                ? "passkey.confirm.accepted"
                                                : "passkey.confirm.accepted-another-sandboxs",
                                        new PasskeyWords.Code(CallPasskeys.shortId(signed.credentialId())),
                                        new PasskeyWords.Code(
                                                signed.challengeHash().substring(0, 16))))
                                + " ",
                        now,
                        signed);
        };
    }

    /**
     * What the judge tells the page of this call, kept as words with the gate (a page says them in its
     * reader's language), and in English for the run's record and the decision's words.
     */
    private String said(PasskeyWords words) {
        passkeys.calls().said(gate.id(), words);
        return words.english();
    }

    /** Whose passkey may sign, read at each step: the failure mode may have been switched since the card was built. */
    private PasskeyOwner signers() {
        return PasskeySigners.of(gate, passkeys.modes().inForce(gate.sandbox()));
    }
}
