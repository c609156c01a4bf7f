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
    static final Registered NOT_STARTED = new Registered(false, PasskeyWords.of("passkey.registration.not-started"));

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
            return new Started(Optional.empty(), Optional.of(PasskeyWords.of("passkey.full", MOST)));
        }
        Optional<PasskeyWords> refused = proofs.refusal(sandbox, PasskeyChange.ADD, assertionJson);
        return refused.map(why -> new Started(Optional.empty(), Optional.of(notRegistered(why))))
                .orElseGet(() -> new Started(Optional.of(options(sandbox, site, true)), Optional.empty()));
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
            return new Registered(false, PasskeyWords.of("passkey.registration.needs-signature"));
        }
        return stored(responseJson, taken.get().challenge(), taken.get().about().site(), made -> {
            String label = "passkey " + (passkeys.ids(sandbox).size() + 1);
            passkeys.add(sandbox, label, made);
            return PasskeyWords.of("passkey.registration.done", new PasskeyWords.Code(label));
        });
    }

    /**
     * Has webauthn4j verify the new credential in {@code responseJson} against the challenge issued,
     * and only then {@code store} it (which says what it stored); why not, in words, otherwise.
     */
    static Registered stored(
            String responseJson,
            byte[] challenge,
            RelyingParty site,
            Function<CredentialRecordImpl, PasskeyWords> store) {
        try {
            return new Registered(true, store.apply(Ceremonies.registered(responseJson, challenge, site)));
        } catch (DuplicateKeyException e) {
            return new Registered(false, PasskeyWords.of("passkey.registration.duplicate"));
        } catch (DataConversionException | IllegalArgumentException | NullPointerException e) {
            return new Registered(false, PasskeyWords.of("passkey.registration.not-a-registration"));
        } catch (VerificationException e) {
            return new Registered(false, notRegistered(PasskeyRefusals.why(e, site)));
        }
    }

    /** "Not registered: " and why. */
    private static PasskeyWords notRegistered(PasskeyWords why) {
        return PasskeyWords.of("passkey.registration.refused", why);
    }

    /** Creation options to hand the browser, or (empty) why not, in words. */
    public record Started(Optional<String> options, Optional<PasskeyWords> refused) {

        /** Why not, in English, as a record keeps it; empty when the options were made. */
        public String said() {
            return refused.map(PasskeyWords::english).orElse("");
        }
    }

    /** Whether a passkey was stored, and what to tell the page. */
    public record Registered(boolean stored, PasskeyWords words) {

        /** What happened, in English, as a record keeps it. */
        public String said() {
            return words.english();
        }
    }
}
