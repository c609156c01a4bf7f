package org.consentlab.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.ui.SelfApprovalConfirm;
import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.RelyingParty;
import org.consentlab.passkey.SoftwareAuthenticator;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.consentlab.toolcall.ToolResult;

/**
 * Lab 7's passkey scenario: the person has registered a passkey; the agent, which drives the
 * browser, registers one of its own for a sandbox of its own (any visitor gets one), asks for
 * delete_account, presses Confirm and has its own authenticator answer. The person allowed nothing.
 */
final class PasskeyDemoScripts {

    private PasskeyDemoScripts() {}

    static List<String> anyPasskey(DemoTwin twin) {
        DemoStage.Passkeying passkeying = twin.stage().passkeying();
        RelyingParty site = passkeying.site().current();
        SoftwareAuthenticator persons = new SoftwareAuthenticator(site.origin());
        twin.step("The person registers a passkey for their sandbox. The page answers: "
                + register(passkeying, twin.sandbox, persons, site));
        SandboxId agentsOwn = passkeying.sandboxes().create();
        SoftwareAuthenticator agents = new SoftwareAuthenticator(site.origin());
        twin.step("The agent opens the site in a browser of its own, which gives it a sandbox of its own, and "
                + "registers its authenticator's passkey there (credential "
                + CallPasskeys.shortId(agents.credentialId())
                + "). The page answers: " + register(passkeying, agentsOwn, agents, site));
        // Asked, pressed and signed back to back: a demo's gate waits only seconds, so the script tells it after.
        ToolResult asked = passkeying
                .runs()
                .request(
                        twin.sandbox,
                        DemoTwin.SESSION,
                        "/demo/any-passkey",
                        ConfirmDefence.PASSKEY,
                        AgentCapability.OWNS_AUTHENTICATOR);
        twin.track(asked);
        List<String> answers = new ArrayList<>();
        Optional<SelfApprovalRuns.Run> run = passkeying
                .runs()
                .latest(twin.sandbox)
                .filter(started -> started.gate().pending());
        run.ifPresent(started -> {
            SelfApprovalConfirm card = (SelfApprovalConfirm) twin.stage()
                    .controls()
                    .selfApprovalCard(started.gate(), twin.sandbox, said -> {
                        answers.add(said);
                        passkeying.runs().defenceSaw(started, said);
                    });
            // The agent's press, as trusted input: under the passkey defence a press only makes the page ask.
            card.decide(true, 200, "");
            card.passkey().options().ifPresent(options -> card.passkey().signed(agents.sign(options)));
        });
        twin.note("The agent asks for delete_account under Lab 7's passkey Confirm. It is told: " + asked.text());
        twin.step("The agent adds its authenticator to the person's browser through the automation protocol and "
                + "presses Confirm; its authenticator asks nobody, reports the user verified, and signs this call's "
                + "challenge with the passkey of the agent's own sandbox.");
        twin.step("The page answers: " + (answers.isEmpty() ? "nothing (no Confirm was shown)" : answers.getLast()));
        twin.step("In the end the agent is told: " + twin.finalText(asked));
        return List.of();
    }

    private static String register(
            DemoStage.Passkeying passkeying,
            SandboxId sandbox,
            SoftwareAuthenticator authenticator,
            RelyingParty site) {
        return passkeying
                .registration()
                .start(sandbox, site)
                .map(options -> passkeying
                        .registration()
                        .finish(sandbox, authenticator.register(options))
                        .said())
                // Its first sentence: the rest speaks to the person at the page about their own authenticator.
                .map(said -> said.contains(". ") ? said.substring(0, said.indexOf(". ") + 1) : said)
                .orElse("Not registered: this sandbox has its most passkeys.");
    }
}
