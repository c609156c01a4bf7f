package org.consentlab.passkey;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * A passkey's "yes" to one call. {@link #ask} issues a one-time challenge for one gate, made of
 * the call's fingerprint (tool, canonical arguments, call id, gate id) and 32 random bytes, kept
 * here for a short time; {@link #verify} takes it out (so it answers once) and has webauthn4j check
 * the assertion against it: origin, RP id, signature with the sandbox's registered key, the
 * user-verified flag, the counter. The fingerprint must still be the call's: arguments edited
 * after the challenge was issued are not what was signed.
 */
@Service
public class CallPasskeys {

    /** What the challenge of one gate was issued about. */
    record About(SandboxId sandbox, String fingerprint, RelyingParty site) {}

    private final Passkeys passkeys;
    private final OneTimeChallenges<Long, About> challenges;

    CallPasskeys(Passkeys passkeys, Clock clock, @Value("${consentlab.passkey.challenge-ttl:PT2M}") Duration ttl) {
        this.passkeys = passkeys;
        this.challenges = new OneTimeChallenges<>(clock, ttl);
    }

    /**
     * The request options for the page's {@code navigator.credentials.get}, over a fresh challenge for
     * gate {@code gateId} bound to {@code fingerprint}; empty when the sandbox has no passkey and only
     * its own may sign. Where anyone's may ({@link PasskeyOwner.Anyone}), the page is asked as a
     * sign-in asks: no list of credentials, any passkey of this site may answer.
     */
    public Optional<String> ask(
            SandboxId sandbox, long gateId, String fingerprint, RelyingParty site, PasskeyOwner signers) {
        boolean anySandbox = signers instanceof PasskeyOwner.Anyone;
        List<String> registered = passkeys.ids(sandbox);
        if (registered.isEmpty() && !anySandbox) {
            return Optional.empty();
        }
        byte[] challenge =
                challenges.issue(gateId, HexFormat.of().parseHex(fingerprint), new About(sandbox, fingerprint, site));
        return Optional.of(
                Ceremonies.requestOptions(challenge, site, challenges.ttl(), anySandbox ? List.of() : registered));
    }

    /**
     * Whether {@code assertionJson} (the page's {@code PublicKeyCredential.toJSON()}) is a verified
     * "yes" to gate {@code gateId}'s call as it is now ({@code fingerprint}), by a passkey registered
     * for whom {@code signers} names (the sandbox's own; anyone's under the any-passkey wrong design).
     * Refused, in words, otherwise.
     */
    public PasskeyVerdict verify(
            SandboxId sandbox, long gateId, String fingerprint, String assertionJson, PasskeyOwner signers) {
        Optional<OneTimeChallenges.Issued<About>> taken = challenges.take(gateId);
        if (taken.isEmpty()) {
            return refused(PasskeyWords.of(
                    "passkey.refusal.no-challenge", challenges.ttl().toSeconds()));
        }
        About about = taken.get().about();
        if (!about.sandbox().equals(sandbox)) {
            return refused(PasskeyWords.of("passkey.refusal.other-sandbox"));
        }
        if (!about.fingerprint().equals(fingerprint)) {
            return refused(PasskeyWords.of("passkey.refusal.arguments-changed"));
        }
        byte[] challenge = taken.get().challenge();
        return switch (Ceremonies.check(
                assertionJson, challenge, about.site(), id -> passkeys.find(id, signers), Passkeys.Stored::record)) {
            case CheckedAssertion.Unknown<Passkeys.Stored> unknown ->
                refused(PasskeyWords.of(
                        "passkey.refusal.not-this-sandboxs", new PasskeyWords.Code(shortId(unknown.credentialId()))));
            case CheckedAssertion.Refused<Passkeys.Stored> refusal -> refused(refusal.why());
            case CheckedAssertion.Verified<Passkeys.Stored> verified -> {
                String challengeHash = sha256(challenge);
                passkeys.used(verified.stored(), verified.signCount(), gateId, sandbox, challengeHash);
                yield new PasskeyVerdict.Signed(
                        verified.credentialId(),
                        challengeHash,
                        verified.stored().sandbox().equals(sandbox));
            }
        };
    }

    /**
     * Keeps what the passkey Confirm of gate {@code gateId} said of it, as words (the page says them in
     * its reader's language); what it said is recorded in English with the run.
     */
    public void said(long gateId, PasskeyWords words) {
        passkeys.said(gateId, words);
    }

    /** A credential id cut for a line of text (the audit record keeps it whole). */
    public static String shortId(String credentialId) {
        return credentialId.length() > 12 ? credentialId.substring(0, 12) + "…" : credentialId;
    }

    private static PasskeyVerdict refused(PasskeyWords why) {
        return new PasskeyVerdict.Refused(why);
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
