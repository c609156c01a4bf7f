package org.consentlab.passkey;

import com.webauthn4j.credential.CredentialRecord;
import java.time.Clock;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * An approver's passkey saying yes to one call, as Lab 7's {@link CallPasskeys} has the learner's
 * say it: a one-time challenge for this approver and this gate, made of the call's fingerprint and
 * 32 random bytes; webauthn4j verifies the assertion over it with the approver's own registered
 * key, the person verified at the authenticator, the counter gone up. Only the approver's own
 * passkey signs: a learner's, or another approver's, is refused.
 */
@Service
public class ApproverCallPasskeys {

    /** Whose challenge: one approver's, for one gate. */
    record Asking(String approver, long gateId) {}

    /** What the challenge was issued about. */
    record About(String fingerprint, RelyingParty site) {}

    private final ApproverPasskeys passkeys;
    private final OneTimeChallenges<Asking, About> challenges;

    ApproverCallPasskeys(
            ApproverPasskeys passkeys, Clock clock, @Value("${consentlab.passkey.challenge-ttl:PT2M}") Duration ttl) {
        this.passkeys = passkeys;
        this.challenges = new OneTimeChallenges<>(clock, ttl);
    }

    /** Request options over a fresh challenge for {@code approver}'s yes to gate {@code gateId}'s call; empty when they have no passkey. */
    public Optional<String> ask(String approver, long gateId, String fingerprint, RelyingParty site) {
        List<String> registered = passkeys.ids(approver);
        if (registered.isEmpty()) {
            return Optional.empty();
        }
        byte[] challenge = challenges.issue(
                new Asking(approver, gateId), HexFormat.of().parseHex(fingerprint), new About(fingerprint, site));
        return Optional.of(Ceremonies.requestOptions(challenge, site, challenges.ttl(), registered));
    }

    /**
     * Whether {@code assertionJson} is {@code approver}'s verified yes to gate {@code gateId}'s call as it
     * is now ({@code fingerprint}), signed by their own passkey; refused, in words, otherwise.
     */
    public PasskeyVerdict verify(String approver, long gateId, String fingerprint, String assertionJson) {
        Optional<OneTimeChallenges.Issued<About>> taken = challenges.take(new Asking(approver, gateId));
        if (taken.isEmpty()) {
            return new PasskeyVerdict.Refused(PasskeyWords.of(
                    "passkey.refusal.no-approvers-challenge", challenges.ttl().toSeconds()));
        }
        About about = taken.get().about();
        if (!about.fingerprint().equals(fingerprint)) {
            return new PasskeyVerdict.Refused(PasskeyWords.of("passkey.refusal.arguments-changed"));
        }
        byte[] challenge = taken.get().challenge();
        return switch (Ceremonies.check(
                assertionJson, challenge, about.site(), id -> passkeys.find(id, approver), key -> key)) {
            case CheckedAssertion.Unknown<CredentialRecord> unknown ->
                new PasskeyVerdict.Refused(PasskeyWords.of(
                        "passkey.refusal.signed-by",
                        passkeys.whose(unknown.credentialId()),
                        new PasskeyWords.Code(CallPasskeys.shortId(unknown.credentialId()))));
            case CheckedAssertion.Refused<CredentialRecord> refusal -> new PasskeyVerdict.Refused(refusal.why());
            case CheckedAssertion.Verified<CredentialRecord> verified -> {
                passkeys.counted(verified.credentialId(), verified.signCount());
                yield new PasskeyVerdict.Signed(verified.credentialId(), CallPasskeys.sha256(challenge), true);
            }
        };
    }
}
