package org.consentlab.passkey;

import java.time.Clock;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * A sandbox's own passkey signing a change to its passkeys. Once a sandbox has a passkey, a press
 * of Register or Remove is not enough (an agent that drives the browser presses as well as anyone,
 * with its own authenticator present): an already registered passkey of this sandbox must sign a
 * one-time challenge made for that very change, with the person verified, and webauthn4j verifies
 * it (origin, RP id, signature with the stored key, user verification, counter). The first passkey
 * is trusted on first use: there is nothing registered yet that could sign for it.
 */
@Service
public class PasskeyProofs {

    /** What a proof's challenge was issued for. */
    record About(PasskeyChange change, RelyingParty site) {}

    private final Passkeys passkeys;
    private final OneTimeChallenges<SandboxId, About> challenges;

    PasskeyProofs(Passkeys passkeys, Clock clock, @Value("${consentlab.passkey.challenge-ttl:PT2M}") Duration ttl) {
        this.passkeys = passkeys;
        this.challenges = new OneTimeChallenges<>(clock, ttl);
    }

    /**
     * The request options for the page's {@code navigator.credentials.get}, over a fresh challenge for
     * {@code change}, naming the sandbox's passkeys; empty when the sandbox has none (nothing can sign).
     */
    public Optional<String> ask(SandboxId sandbox, PasskeyChange change, RelyingParty site) {
        List<String> registered = passkeys.ids(sandbox);
        if (registered.isEmpty()) {
            return Optional.empty();
        }
        byte[] prefix = HexFormat.of().parseHex(CallPasskeys.sha256(CallPasskeys.utf8(change.what())));
        byte[] challenge = challenges.issue(sandbox, prefix, new About(change, site));
        return Optional.of(Ceremonies.requestOptions(challenge, site, challenges.ttl(), registered));
    }

    /**
     * Why {@code assertionJson} does not prove {@code change} for {@code sandbox}, in words; empty when
     * a passkey registered for this sandbox signed this change's challenge with the person verified.
     */
    public Optional<PasskeyWords> refusal(SandboxId sandbox, PasskeyChange change, String assertionJson) {
        Optional<OneTimeChallenges.Issued<About>> taken = challenges.take(sandbox);
        if (taken.isEmpty()) {
            return Optional.of(PasskeyWords.of("passkey.refusal.no-change-asked"));
        }
        About about = taken.get().about();
        if (!about.change().equals(change)) {
            return Optional.of(PasskeyWords.of(
                    "passkey.refusal.another-change", about.change().words(), change.words()));
        }
        return switch (Ceremonies.check(
                assertionJson,
                taken.get().challenge(),
                about.site(),
                id -> passkeys.find(id, PasskeyOwner.sandbox(sandbox)),
                Passkeys.Stored::record)) {
            case CheckedAssertion.Unknown<Passkeys.Stored> unknown ->
                Optional.of(PasskeyWords.of(
                        "passkey.refusal.change-not-this-sandboxs",
                        new PasskeyWords.Code(CallPasskeys.shortId(unknown.credentialId()))));
            case CheckedAssertion.Refused<Passkeys.Stored> refusal -> Optional.of(refusal.why());
            case CheckedAssertion.Verified<Passkeys.Stored> verified -> {
                passkeys.counted(verified.stored(), verified.signCount());
                yield Optional.empty();
            }
        };
    }

    /** Removes one of the sandbox's passkeys once one of its passkeys signed that removal; what happened, in words. */
    public PasskeyWords remove(SandboxId sandbox, String credentialId, String assertionJson) {
        Optional<PasskeyWords> refused = refusal(sandbox, PasskeyChange.removing(credentialId), assertionJson);
        if (refused.isPresent()) {
            return PasskeyWords.of("passkey.removed.not", refused.get());
        }
        return PasskeyWords.of(
                passkeys.remove(sandbox, credentialId) ? "passkey.removed" : "passkey.removed.not-registered");
    }
}
