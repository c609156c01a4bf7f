package org.consentlab.passkey;

import com.webauthn4j.converter.exception.DataConversionException;
import com.webauthn4j.verifier.exception.VerificationException;
import java.time.Clock;
import java.time.Duration;
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
                java.util.List.of(),
                challenges.ttl()));
    }

    /** Verifies the page's {@code PublicKeyCredential.toJSON()} and stores it as the approver's passkey; what happened, in words. */
    public PasskeyRegistration.Registered finish(String approver, String responseJson) {
        Optional<OneTimeChallenges.Issued<RelyingParty>> taken = challenges.take(approver);
        if (taken.isEmpty()) {
            return new PasskeyRegistration.Registered(
                    false, "Not registered: no registration was started here, or it expired. Try again.");
        }
        if (!passkeys.of(approver).isEmpty()) {
            return new PasskeyRegistration.Registered(false, "Not registered: you have a passkey already.");
        }
        RelyingParty site = taken.get().about();
        try {
            passkeys.add(
                    approver,
                    "approver passkey",
                    Ceremonies.registered(responseJson, taken.get().challenge(), site));
            return new PasskeyRegistration.Registered(
                    true,
                    "Registered your passkey as an approver. Its private key stays in your authenticator; the "
                            + "server keeps only the public key and its counter.");
        } catch (org.springframework.dao.DuplicateKeyException e) {
            return new PasskeyRegistration.Registered(false, "Not registered: that passkey is registered already.");
        } catch (DataConversionException | IllegalArgumentException | NullPointerException e) {
            return new PasskeyRegistration.Registered(
                    false, "Not registered: the page sent something that is not a passkey registration.");
        } catch (VerificationException e) {
            return new PasskeyRegistration.Registered(false, "Not registered: " + PasskeyRefusals.why(e, site) + ".");
        }
    }
}
