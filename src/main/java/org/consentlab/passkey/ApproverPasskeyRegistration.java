package org.consentlab.passkey;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * An approver registering their own passkey at /approvals, signed in. One passkey per approver: a
 * second would need the first's signature (as a sandbox's does), and an approver who wants another
 * authenticator asks their instructor; so a press of Register by an agent that drives the
 * approver's browser with an authenticator of its own adds nothing once the approver has one.
 */
@Service
public class ApproverPasskeyRegistration {

    private final ApproverPasskeys passkeys;
    private final OneTimeChallenges<String, RelyingParty> challenges;

    ApproverPasskeyRegistration(
            ApproverPasskeys passkeys, Clock clock, @Value("${consentlab.passkey.challenge-ttl:PT2M}") Duration ttl) {
        this.passkeys = passkeys;
        this.challenges = new OneTimeChallenges<>(clock, ttl);
    }

    /** Creation options for the approver's passkey; empty when they have one already. */
    public Optional<String> start(String approver, RelyingParty site) {
        if (!passkeys.of(approver).isEmpty()) {
            return Optional.empty();
        }
        byte[] challenge = challenges.issue(approver, new byte[0], site);
        return Optional.of(Ceremonies.creationOptions(
                challenge,
                site,
                "approver-passkey-user:" + approver,
                approver,
                "Consent Lab approver " + approver,
                List.of(),
                challenges.ttl()));
    }

    /** Verifies the page's {@code PublicKeyCredential.toJSON()} and stores it as the approver's passkey; what happened, in words. */
    public PasskeyRegistration.Registered finish(String approver, String responseJson) {
        Optional<OneTimeChallenges.Issued<RelyingParty>> taken = challenges.take(approver);
        if (taken.isEmpty()) {
            return PasskeyRegistration.NOT_STARTED;
        }
        if (!passkeys.of(approver).isEmpty()) {
            return new PasskeyRegistration.Registered(false, PasskeyWords.of("approval.passkey.already"));
        }
        return PasskeyRegistration.stored(
                responseJson, taken.get().challenge(), taken.get().about(), made -> {
                    passkeys.add(approver, "approver passkey", made);
                    return PasskeyWords.of("passkey.registration.approvers-done");
                });
    }
}
