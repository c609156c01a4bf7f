package org.consentlab.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.tool.AccountDeletion;
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
        register(passkeying, twin.sandbox, persons, site)
                .ifPresentOrElse(
                        said -> twin.step("demo.step.person-registers", new DemoStep.Said(said)),
                        () -> twin.step("demo.step.person-not-registered"));
        SandboxId agentsOwn = passkeying.sandboxes().create();
        SoftwareAuthenticator agents = new SoftwareAuthenticator(site.origin());
        String credential = CallPasskeys.shortId(agents.credentialId());
        register(passkeying, agentsOwn, agents, site)
                .ifPresentOrElse(
                        said -> twin.step("demo.step.agent-registers", credential, new DemoStep.Said(said)),
                        () -> twin.step("demo.step.agent-not-registered", credential));
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
        twin.note("demo.step.asks-under-passkey", AccountDeletion.TOOL, new DemoStep.Said(asked.text()));
        twin.step("demo.step.agent-signs");
        if (answers.isEmpty()) {
            twin.step("demo.step.no-confirm-shown");
        } else {
            twin.step("demo.step.page-answers", new DemoStep.Said(answers.getLast()));
        }
        twin.step("demo.step.final-told", new DemoStep.Said(twin.finalText(asked)));
        return List.of();
    }

    /** What the page answered the registration, or nothing when the sandbox has its most passkeys. */
    private static Optional<String> register(
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
                .map(said -> said.contains(". ") ? said.substring(0, said.indexOf(". ") + 1) : said);
    }
}
