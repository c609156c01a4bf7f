package org.consentlab.passkey;

import com.webauthn4j.converter.exception.DataConversionException;
import com.webauthn4j.credential.CredentialRecordImpl;
import com.webauthn4j.verifier.exception.VerificationException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;
import org.consentlab.sandbox.SandboxId;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;

/**
 * Registering a passkey for a sandbox: the page asks for creation options over a one-time
 * challenge, the browser has the authenticator make a key pair (user verification required), and
 * webauthn4j verifies the answer before its public key and counter are stored for the sandbox. The
 * first passkey is trusted on first use; every further one only after a passkey already registered
 * for the sandbox signed the addition ({@link PasskeyProofs}), so a press of Register by an agent
 * with an authenticator of its own adds nothing.
 */
@Service
public class PasskeyRegistration {

    /** The most passkeys one sandbox keeps. */
    public static final int MOST = 5;

    /** Said when no registration is open for the one finishing it. */
    static final Registered NOT_STARTED =
            new Registered(false, "Not registered: no registration was started here, or it expired. Try again.");

    /** What a creation challenge was issued for: the site, and whether a registered passkey signed for it. */
    record Opened(RelyingParty site, boolean signedFor) {}

    private final Passkeys passkeys;
    private final PasskeyProofs proofs;
    private final OneTimeChallenges<SandboxId, Opened> challenges;

    PasskeyRegistration(
            Passkeys passkeys,
            PasskeyProofs proofs,
            Clock clock,
            @Value("${consentlab.passkey.challenge-ttl:PT2M}") Duration ttl) {
        this.passkeys = passkeys;
        this.proofs = proofs;
        this.challenges = new OneTimeChallenges<>(clock, ttl);
    }

    /**
     * The creation options for the page's {@code navigator.credentials.create} of the sandbox's first
     * passkey, trusted on first use; empty when the sandbox has one already (another needs {@link
     * #startSigned}).
     */
    public Optional<String> start(SandboxId sandbox, RelyingParty site) {
        return passkeys.ids(sandbox).isEmpty() ? Optional.of(options(sandbox, site, false)) : Optional.empty();
    }

    /**
     * The creation options for another passkey, once {@code assertionJson} proved that a passkey
     * registered for the sandbox signed this addition; otherwise why not, in words.
     */
    public Started startSigned(SandboxId sandbox, RelyingParty site, String assertionJson) {
        if (passkeys.ids(sandbox).size() >= MOST) {
            return new Started(
                    Optional.empty(),
                    "Not registered: this sandbox already has " + MOST + " passkeys. Remove one first.");
        }
        Optional<String> refused = proofs.refusal(sandbox, PasskeyChange.ADD, assertionJson);
        return refused.map(why -> new Started(Optional.empty(), "Not registered: " + why + "."))
                .orElseGet(() -> new Started(Optional.of(options(sandbox, site, true)), ""));
    }

    private String options(SandboxId sandbox, RelyingParty site, boolean signedFor) {
        byte[] challenge = challenges.issue(sandbox, new byte[0], new Opened(site, signedFor));
        // The handle names the sandbox without being its id (the id is the sandbox's secret).
        return Ceremonies.creationOptions(
                challenge,
                site,
                "passkey-user:" + sandbox.value(),
                sandbox.learner(),
                "Consent Lab " + sandbox.learner(),
                passkeys.ids(sandbox),
                challenges.ttl());
    }

    /** Verifies the page's {@code PublicKeyCredential.toJSON()} and stores the passkey; what happened, in words. */
    public Registered finish(SandboxId sandbox, String responseJson) {
        Optional<OneTimeChallenges.Issued<Opened>> taken = challenges.take(sandbox);
        if (taken.isEmpty()) {
            return NOT_STARTED;
        }
        if (!taken.get().about().signedFor() && !passkeys.ids(sandbox).isEmpty()) {
            return new Registered(
                    false,
                    "Not registered: this sandbox has a passkey already, and adding another needs a signature by "
                            + "one of its passkeys first.");
        }
        return stored(responseJson, taken.get().challenge(), taken.get().about().site(), made -> {
            String label = "passkey " + (passkeys.ids(sandbox).size() + 1);
            passkeys.add(sandbox, label, made);
            return "Registered " + label + " for this sandbox. Its private key stays in your "
                    + "authenticator; the server keeps only the public key and its counter.";
        });
    }

    /**
     * Has webauthn4j verify the new credential in {@code responseJson} against the challenge issued,
     * and only then {@code store} it (which says what it stored); why not, in words, otherwise.
     */
    static Registered stored(
            String responseJson, byte[] challenge, RelyingParty site, Function<CredentialRecordImpl, String> store) {
        try {
            return new Registered(true, store.apply(Ceremonies.registered(responseJson, challenge, site)));
        } catch (DuplicateKeyException e) {
            return new Registered(false, "Not registered: that passkey is registered already.");
        } catch (DataConversionException | IllegalArgumentException | NullPointerException e) {
            return new Registered(false, "Not registered: the page sent something that is not a passkey registration.");
        } catch (VerificationException e) {
            return new Registered(false, "Not registered: " + PasskeyRefusals.why(e, site) + ".");
        }
    }

    /** Creation options to hand the browser, or (empty) why not, in words. */
    public record Started(Optional<String> options, String said) {}

    /** Whether a passkey was stored, and what to tell the page. */
    public record Registered(boolean stored, String said) {}
}
