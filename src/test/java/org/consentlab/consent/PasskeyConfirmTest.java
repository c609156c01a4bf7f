package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.dom.DomEvent;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.internal.JacksonUtils;
import com.vaadin.flow.internal.nodefeature.ElementListenerMap;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.TestClock;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.audit.AuditLog;
import org.consentlab.audit.AuditRecord;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.store.Gates;
import org.consentlab.consent.ui.SelfApprovalConfirm;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.passkey.PasskeyRegistration;
import org.consentlab.passkey.PasskeySite;
import org.consentlab.passkey.Passkeys;
import org.consentlab.passkey.SoftwareAuthenticator;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.Grade;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import tools.jackson.databind.node.ObjectNode;

/**
 * Lab 7's passkey defence, server side, with assertions a software authenticator makes over the
 * very options the page is handed: the right one opens the gate (and the audit names the credential
 * and the signed challenge's hash); every other one is refused in words, with nothing on the wire.
 */
@SpringBootTest
@Import(TestClock.Config.class)
class PasskeyConfirmTest {

    @Autowired
    SelfApprovalRuns runs;

    @Autowired
    ConsentControls controls;

    @Autowired
    Gates gates;

    @Autowired
    Accounts accounts;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    WireLog wire;

    @Autowired
    AuditLog audit;

    @Autowired
    TestClock clock;

    @Autowired
    PasskeyRegistration registration;

    @Autowired
    PasskeySite site;

    @Autowired
    Passkeys passkeys;

    @Autowired
    FailureModes modes;

    SandboxId sandbox;
    SoftwareAuthenticator authenticator;
    final List<String> said = new ArrayList<>();

    @BeforeEach
    void registered() {
        sandbox = sandboxes.create();
        authenticator = new SoftwareAuthenticator(site.current().origin());
        String options = registration.start(sandbox, site.current()).orElseThrow();
        assertThat(registration.finish(sandbox, authenticator.register(options)).said())
                .startsWith("Registered");
        assertThat(passkeys.of(sandbox))
                .extracting(passkey -> passkey.credentialId())
                .containsExactly(authenticator.credentialId());
    }

    @Test
    void theRegisteredPasskeysAssertionOverThisCallOpensTheGateAndTheAuditNamesItsCredentialAndChallenge() {
        SelfApprovalConfirm card = pressedConfirm();
        String options = card.passkey().options().orElseThrow();

        card.passkey().signed(authenticator.sign(options));

        assertThat(said.getLast()).contains("Accepted by passkey").contains("DELETED");
        assertThat(wire.entries(sandbox)).extracting(entry -> entry.request()).containsExactly("DELETE /api/account");
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.DELETED);
        assertThat(runs.latest(sandbox).orElseThrow().grade()).isEqualTo(Grade.HELD);
        AuditRecord approved = audit.records(sandbox).stream()
                .filter(row -> "approved".equals(row.decision()) && row.result().startsWith("Confirmed by a human"))
                .findFirst()
                .orElseThrow();
        assertThat(approved.result())
                .contains("with passkey " + authenticator.credentialId())
                .containsPattern("signed challenge SHA-256 [0-9a-f]{64}");
    }

    @Test
    void theSameAssertionSentAgainIsRefused() {
        SelfApprovalConfirm card = pressedConfirm();
        String assertion = authenticator.sign(card.passkey().options().orElseThrow());
        card.passkey().signed(assertion);
        assertThat(wire.entries(sandbox)).hasSize(1);

        card.passkey().signed(assertion);

        assertThat(said.getLast())
                .contains("Refused by passkey")
                .contains("no challenge is open for this call")
                .contains("Nothing was done");
        assertThat(wire.entries(sandbox))
                .as("only the first assertion's DELETE")
                .hasSize(1);
    }

    @Test
    void theSameAssertionSentAfterANewPressOfTheSameGateIsRefused() {
        SelfApprovalConfirm card = pressedConfirm();
        String first = authenticator.sign(card.passkey().options().orElseThrow());
        card.passkey().failed("NotAllowedError: the person cancelled");
        clickEvent(card, true);
        card.decide(true, 200, "");

        card.passkey().signed(first);

        refusedWithNothingOnTheWire("signed another challenge");
    }

    @Test
    void anAssertionForAnotherGateIsRefused() {
        SelfApprovalConfirm earlier = pressedConfirm();
        String forEarlierCall = authenticator.sign(earlier.passkey().options().orElseThrow());
        SelfApprovalConfirm later = pressedConfirm();
        assertThat(later).isNotSameAs(earlier);

        later.passkey().signed(forEarlierCall);

        refusedWithNothingOnTheWire("signed another challenge");
    }

    @Test
    void argumentsEditedAfterSigningAreRefused() {
        SelfApprovalConfirm card = pressedConfirm();
        String assertion = authenticator.sign(card.passkey().options().orElseThrow());
        Gate gate = runs.latest(sandbox).orElseThrow().gate();
        gates.edit(gate.id(), "{\"reason\":\"edited after signing\"}", gate.consequence(), gate.requiredDecision());

        card.passkey().signed(assertion);

        refusedWithNothingOnTheWire("arguments changed after the challenge was issued");
    }

    @Test
    void anAssertionWithoutTheUserVerifiedFlagIsRefused() {
        SelfApprovalConfirm card = pressedConfirm();

        card.passkey()
                .signed(authenticator
                        .withoutUserVerification()
                        .sign(card.passkey().options().orElseThrow()));

        refusedWithNothingOnTheWire("did not verify the person");
    }

    @Test
    void anAssertionFromAnotherOriginIsRefused() {
        SelfApprovalConfirm card = pressedConfirm();

        card.passkey()
                .signed(authenticator
                        .atOrigin("https://evil.example")
                        .sign(card.passkey().options().orElseThrow()));

        refusedWithNothingOnTheWire("answered another site");
    }

    @Test
    void aCounterThatWentBackIsRefused() {
        SelfApprovalConfirm first = pressedConfirm();
        first.passkey()
                .signed(authenticator
                        .counterAt(7)
                        .sign(first.passkey().options().orElseThrow()));
        assertThat(wire.entries(sandbox)).hasSize(1);
        int before = wire.entries(sandbox).size();
        SelfApprovalConfirm second = pressedConfirm();

        second.passkey()
                .signed(authenticator
                        .counterAt(3)
                        .sign(second.passkey().options().orElseThrow()));

        assertThat(said.getLast()).contains("signature counter went back").contains("Nothing was done");
        assertThat(wire.entries(sandbox)).hasSize(before);
    }

    @Test
    void anotherSandboxsPasskeyIsRefused() {
        SandboxId other = sandboxes.create();
        SoftwareAuthenticator agents = new SoftwareAuthenticator(site.current().origin());
        registration.finish(
                other, agents.register(registration.start(other, site.current()).orElseThrow()));
        SelfApprovalConfirm card = pressedConfirm();

        card.passkey().signed(agents.sign(card.passkey().options().orElseThrow()));

        refusedWithNothingOnTheWire("a passkey this sandbox never registered");
    }

    @Test
    void anAuthenticatorTheAgentAddedAnsweringForTheRegisteredCredentialWithItsOwnKeyIsRefused() {
        runs.request(sandbox, "s", "/labs/self-approval", ConfirmDefence.PASSKEY, AgentCapability.OWNS_AUTHENTICATOR);
        SelfApprovalConfirm card = card();
        clickEvent(card, true);
        card.decide(true, 200, "");
        SoftwareAuthenticator agents =
                new SoftwareAuthenticator(site.current().origin()).answeringFor(authenticator.credentialId());

        card.passkey().signed(agents.sign(card.passkey().options().orElseThrow()));

        refusedWithNothingOnTheWire("a key the server never saw");
        assertThat(runs.latest(sandbox).orElseThrow().grade()).isEqualTo(Grade.HELD);
    }

    @Test
    void anAuthenticatorTheAgentAddedWithACredentialOfItsOwnIsRefused() {
        runs.request(sandbox, "s", "/labs/self-approval", ConfirmDefence.PASSKEY, AgentCapability.OWNS_AUTHENTICATOR);
        SelfApprovalConfirm card = card();
        clickEvent(card, true);
        card.decide(true, 200, "");

        card.passkey()
                .signed(new SoftwareAuthenticator(site.current().origin())
                        .sign(card.passkey().options().orElseThrow()));

        refusedWithNothingOnTheWire("a passkey this sandbox never registered");
        assertThat(runs.latest(sandbox).orElseThrow().grade()).isEqualTo(Grade.HELD);
    }

    /** The any-passkey wrong design: the agent registers a passkey for a sandbox of its own, and it signs here. */
    @Test
    void underAnyPasskeyTheAgentsOwnRegisteredPasskeySignsAndTheRunIsBrokenOnTheWire() {
        modes.set(sandbox, FailureMode.ANY_PASSKEY, true);
        SandboxId agentsOwn = sandboxes.create();
        SoftwareAuthenticator agents = new SoftwareAuthenticator(site.current().origin());
        registration.finish(
                agentsOwn,
                agents.register(registration.start(agentsOwn, site.current()).orElseThrow()));
        runs.request(sandbox, "s", "/labs/self-approval", ConfirmDefence.PASSKEY, AgentCapability.OWNS_AUTHENTICATOR);
        SelfApprovalConfirm card = card();
        clickEvent(card, true);
        card.decide(true, 200, "");

        card.passkey().signed(agents.sign(card.passkey().options().orElseThrow()));

        assertThat(said.getLast())
                .contains("a passkey registered for another sandbox, not this one")
                .contains("Accepted by passkey")
                .doesNotContain("the person verified");
        assertThat(wire.entries(sandbox)).extracting(entry -> entry.request()).containsExactly("DELETE /api/account");
        assertThat(runs.latest(sandbox).orElseThrow().grade()).isEqualTo(Grade.BROKEN);
        assertThat(audit.records(sandbox))
                .anyMatch(row -> row.result() != null
                        && row.result().contains("with passkey " + agents.credentialId())
                        && row.result().contains("a passkey registered for another sandbox"));
    }

    @Test
    void underAnyPasskeyTheLearnersOwnPasskeyStillGradesHeld() {
        modes.set(sandbox, FailureMode.ANY_PASSKEY, true);
        SelfApprovalConfirm card = pressedConfirm();

        card.passkey().signed(authenticator.sign(card.passkey().options().orElseThrow()));

        assertThat(said.getLast())
                .contains("the person verified at the authenticator")
                .contains("DELETED");
        assertThat(runs.latest(sandbox).orElseThrow().grade()).isEqualTo(Grade.HELD);
    }

    @Test
    void anExpiredChallengeIsRefused() {
        SelfApprovalConfirm card = pressedConfirm();
        String assertion = authenticator.sign(card.passkey().options().orElseThrow());
        clock.advance(Duration.ofMinutes(3));

        card.passkey().signed(assertion);

        refusedWithNothingOnTheWire("no challenge is open for this call");
    }

    @Test
    void aPressByTheAgentsScriptOnlyAsksTheAuthenticatorAndItsRefusalHolds() {
        runs.request(sandbox, "s", "/labs/self-approval", ConfirmDefence.PASSKEY, AgentCapability.SCRIPT_CLICK);
        SelfApprovalConfirm card = card();
        clickEvent(card, false);
        card.decide(false, 1700, "");
        assertThat(said).isEmpty();
        assertThat(card.passkey().options()).isPresent();

        // The message part is the page's to write: a script's words never reach the lab's screen.
        card.passkey().failed("NotAllowedError: Approved by you.");

        refusedWithNothingOnTheWire("the authenticator signed nothing");
        assertThat(said.getLast()).contains("NotAllowedError").doesNotContain("Approved by you");
        assertThat(runs.latest(sandbox).orElseThrow().grade()).isEqualTo(Grade.HELD);
    }

    private void refusedWithNothingOnTheWire(String why) {
        assertThat(said.getLast()).contains("Refused by passkey").contains(why).contains("Nothing was done");
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
    }

    /** A run under the passkey defence, and the learner's own trusted press of its Confirm. */
    private SelfApprovalConfirm pressedConfirm() {
        runs.request(sandbox, "s", "/labs/self-approval", ConfirmDefence.PASSKEY, AgentCapability.TRUSTED_INPUT);
        SelfApprovalConfirm card = card();
        clickEvent(card, true);
        card.decide(true, 200, "");
        return card;
    }

    private SelfApprovalConfirm card() {
        SelfApprovalRuns.Run run = runs.latest(sandbox).orElseThrow();
        return (SelfApprovalConfirm) controls.selfApprovalCard(run.gate(), sandbox, line -> {
            said.add(line);
            runs.defenceSaw(run, line);
        });
    }

    private static void clickEvent(SelfApprovalConfirm control, boolean trusted) {
        Element button = control.button().getElement();
        ObjectNode data = JacksonUtils.createObjectNode();
        data.put("event.isTrusted", trusted);
        button.getNode().getFeature(ElementListenerMap.class).fireEvent(new DomEvent(button, "click", data));
    }
}
