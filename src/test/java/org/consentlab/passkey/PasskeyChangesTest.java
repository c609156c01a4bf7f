package org.consentlab.passkey;

import static org.assertj.core.api.Assertions.assertThat;

import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Registering is not a plain press: the first passkey of a sandbox is trusted on first use, and
 * every later addition or removal needs a signature, with the person verified, by a passkey already
 * registered for the sandbox, over a challenge made for that change. Without it nothing changes.
 */
@SpringBootTest
class PasskeyChangesTest {

    @Autowired
    PasskeyRegistration registration;

    @Autowired
    PasskeyProofs proofs;

    @Autowired
    Passkeys passkeys;

    @Autowired
    PasskeySite site;

    @Autowired
    Sandboxes sandboxes;

    SandboxId sandbox;
    SoftwareAuthenticator first;

    @BeforeEach
    void theFirstPasskeyIsTrustedOnFirstUse() {
        sandbox = sandboxes.create();
        first = new SoftwareAuthenticator(site.current().origin());
        String options = registration.start(sandbox, site.current()).orElseThrow();
        assertThat(registration.finish(sandbox, first.register(options)).stored())
                .isTrue();
    }

    @Test
    void aPressOfRegisterAddsNoSecondPasskeyWithoutASignature() {
        assertThat(registration.start(sandbox, site.current()))
                .as("no creation options for a plain press")
                .isEmpty();

        PasskeyRegistration.Registered finished = registration.finish(
                sandbox, new SoftwareAuthenticator(site.current().origin()).register(tofuLikeOptions()));

        assertThat(finished.stored()).isFalse();
        assertThat(passkeys.of(sandbox)).hasSize(1);
    }

    @Test
    void anAssertionWithNoSignatureAskedIsRefused() {
        PasskeyRegistration.Started started =
                registration.startSigned(sandbox, site.current(), first.sign(tofuLikeOptions()));

        assertThat(started.options()).isEmpty();
        assertThat(started.said()).startsWith("Not registered: no signature was asked");
        assertThat(passkeys.of(sandbox)).hasSize(1);
    }

    @Test
    void anotherSandboxsPasskeyCannotSignForAnAddition() {
        SandboxId agentsOwn = sandboxes.create();
        SoftwareAuthenticator agents = new SoftwareAuthenticator(site.current().origin());
        registration.finish(
                agentsOwn,
                agents.register(registration.start(agentsOwn, site.current()).orElseThrow()));
        String asked = proofs.ask(sandbox, PasskeyChange.ADD, site.current()).orElseThrow();

        PasskeyRegistration.Started started = registration.startSigned(sandbox, site.current(), agents.sign(asked));

        assertThat(started.options()).isEmpty();
        assertThat(started.said()).contains("a passkey this sandbox never registered");
        assertThat(passkeys.of(sandbox)).hasSize(1);
    }

    @Test
    void aSignatureWithoutThePersonVerifiedIsRefused() {
        String asked = proofs.ask(sandbox, PasskeyChange.ADD, site.current()).orElseThrow();

        PasskeyRegistration.Started started = registration.startSigned(
                sandbox, site.current(), first.withoutUserVerification().sign(asked));

        assertThat(started.options()).isEmpty();
        assertThat(started.said()).contains("did not verify the person");
    }

    @Test
    void theRegisteredPasskeysSignatureAddsASecond() {
        String asked = proofs.ask(sandbox, PasskeyChange.ADD, site.current()).orElseThrow();
        assertThat(asked).contains(first.credentialId()).contains("\"userVerification\":\"required\"");

        PasskeyRegistration.Started started = registration.startSigned(sandbox, site.current(), first.sign(asked));
        SoftwareAuthenticator second = new SoftwareAuthenticator(site.current().origin());
        PasskeyRegistration.Registered finished =
                registration.finish(sandbox, second.register(started.options().orElseThrow()));

        assertThat(finished.stored()).as(finished.said()).isTrue();
        assertThat(passkeys.of(sandbox))
                .extracting(Passkey::credentialId)
                .containsExactly(first.credentialId(), second.credentialId());
    }

    @Test
    void aRemovalNeedsASignatureForThatRemoval() {
        String forAnAddition =
                proofs.ask(sandbox, PasskeyChange.ADD, site.current()).orElseThrow();

        String said = proofs.remove(sandbox, first.credentialId(), first.sign(forAnAddition))
                .english();

        assertThat(said).startsWith("Nothing removed: the signature was asked to add a passkey");
        assertThat(passkeys.of(sandbox)).hasSize(1);
        assertThat(proofs.remove(sandbox, first.credentialId(), "{}").english())
                .startsWith("Nothing removed: no signature was asked");
        assertThat(passkeys.of(sandbox)).hasSize(1);
    }

    @Test
    void theRegisteredPasskeysSignatureOverItsRemovalRemovesIt() {
        String asked = proofs.ask(sandbox, PasskeyChange.removing(first.credentialId()), site.current())
                .orElseThrow();

        String said =
                proofs.remove(sandbox, first.credentialId(), first.sign(asked)).english();

        assertThat(said).startsWith("Removed the passkey");
        assertThat(passkeys.of(sandbox)).isEmpty();
    }

    @Test
    void aFirstRegistrationStartedWhileEmptyIsRefusedOnceAnotherPasskeyGotThereFirst() {
        SandboxId empty = sandboxes.create();
        String agentsStart = registration.start(empty, site.current()).orElseThrow();
        SoftwareAuthenticator persons = new SoftwareAuthenticator(site.current().origin());
        // The person's registration, started after, replaces the open challenge and lands first.
        registration.finish(
                empty,
                persons.register(registration.start(empty, site.current()).orElseThrow()));

        PasskeyRegistration.Registered agents = registration.finish(
                empty, new SoftwareAuthenticator(site.current().origin()).register(agentsStart));

        assertThat(agents.stored()).isFalse();
        assertThat(passkeys.of(empty)).extracting(Passkey::credentialId).containsExactly(persons.credentialId());
    }

    /** Options of the shape the page is handed, over a challenge the server never issued. */
    private static String tofuLikeOptions() {
        return """
                {"challenge":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","rp":{"id":"localhost","name":"Consent Lab"},\
                "rpId":"localhost"}""";
    }
}
