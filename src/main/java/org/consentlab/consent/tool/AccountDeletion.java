package org.consentlab.consent.tool;

import java.time.Clock;
import java.time.Instant;
import org.consentlab.account.Account;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.audit.AuditLog;
import org.consentlab.base.Timestamps;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.EffectResult;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GatedTool;
import org.consentlab.consent.WrongDesigns;
import org.consentlab.consent.store.GateSpec;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.instructor.ModesInForce;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.CallLifecycle;
import org.consentlab.toolcall.CallTrail;
import org.consentlab.toolcall.WireLog;
import org.springframework.context.annotation.Bean;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * {@code delete_account}, split in two. {@link #requestDeletion} is all an agent can reach: it
 * arms the gate and answers PENDING. The confirm is package-private and its effect is the only
 * code that deletes; the human Confirm control is its only caller. Two instructor failure modes
 * bend it while switched on, each through {@link WrongDesigns}: one-function and fires-early.
 */
@Service
public class AccountDeletion extends GatedTool {

    public static final String TOOL = "delete_account";
    public static final String PENDING_TEXT = "PENDING. A human must confirm in the page. Nothing deleted yet.";
    static final ToolDeclaration DECLARATION = ToolDeclaration.of(
            TOOL,
            "Delete the account",
            "Asks to delete the learner's account and all its data. Irreversible: this only requests the "
                    + "deletion; a person must confirm it in the page before anything is deleted.",
            """
            {"type":"object","properties":{"reason":{"type":"string","maxLength":200,\
            "description":"Why the agent asks; shown to the person as the agent's words, never as the consequence"}},\
            "additionalProperties":false}""",
            "{}",
            RiskDeclaration.of(Kind.DANGER, Reversibility.IRREVERSIBLE_BOUNDED, ConfirmOverride.ALWAYS),
            false);

    private final Accounts accounts;
    private final ConsentGates gates;
    private final WireLog wire;
    private final JdbcClient jdbc;
    private final Clock clock;
    private final FailureModes modes;
    private final CallLifecycle lifecycle;
    private final AuditLog audit;

    AccountDeletion(
            Accounts accounts, GateParts gate, CallTrail trail, JdbcClient jdbc, Clock clock, FailureModes modes) {
        super(gate.decisions(), DECLARATION);
        this.accounts = accounts;
        this.gates = gate.gates();
        this.wire = trail.wire();
        this.jdbc = jdbc;
        this.clock = clock;
        this.modes = modes;
        this.lifecycle = trail.lifecycle();
        this.audit = trail.audit();
    }

    @Bean
    Tool deleteAccountTool() {
        return new Tool(DECLARATION, this::requestDeletion);
    }

    public ToolResponse requestDeletion(ToolInvocation call) {
        Account account = accounts.find(call.sandbox());
        if (account.status() == AccountStatus.DELETED) {
            return ToolResponse.error("Nothing to delete: the account of " + account.holder() + " is already DELETED.");
        }
        // fixit:begin one-function fires-early
        ModesInForce modes = this.modes.inForce(call.sandbox()); // read once, for this request's step
        if (modes.isOn(FailureMode.ONE_FUNCTION)) {
            return WrongDesigns.runWithoutPrompt( // fixit:culprit one-function
                    lifecycle,
                    audit,
                    call,
                    "failure mode " + FailureMode.ONE_FUNCTION.label(),
                    () -> delete( // fixit:culprit one-function
                            call.sandbox(), call.callId(), "on the agent's request, without asking anyone"));
        }
        // fixit:fix-begin one-function
        ToolResponse pending =
                gates.arm(this, call, GateSpec.of(DECLARATION.requiredDecision(), consequence(account), PENDING_TEXT));
        // fixit:fix-end one-function
        if (modes.isOn(FailureMode.FIRES_EARLY)) {
            WrongDesigns.sendAsTheGateArms( // fixit:culprit fires-early
                    audit,
                    call,
                    "failure mode " + FailureMode.FIRES_EARLY.label(),
                    () -> delete( // fixit:culprit fires-early
                            call.sandbox(), call.callId(), "as the consent dialog opened, before anyone answered"));
        }
        return pending;
        // fixit:end one-function fires-early
    }

    /** The effect. The wire entry is written as the request reaches the account's system of record. */
    // fixit:fix-begin fires-early
    @Override
    protected EffectResult effect(Gate gate) {
        return delete(gate.sandbox(), gate.callId(), "after the decision on its gate");
    }
    // fixit:fix-end fires-early

    /** The wire entry is written only once the account's row changed: a delete that found it deleted leaves none. */
    private EffectResult delete(SandboxId sandbox, long callId, String when) {
        if (!deleteRecord(sandbox)) {
            return EffectResult.done("Nothing to delete: the account was already DELETED.");
        }
        wire.record(sandbox, callId, "DELETE", "/api/account");
        return EffectResult.done(
                "DELETED. The account was deleted at " + Timestamps.clock(Instant.now(clock)) + " " + when + ".");
    }

    /** The change itself, once its request has reached the account's system of record (Lab 5 reuses it). */
    boolean deleteRecord(SandboxId sandbox) {
        return jdbc.sql("UPDATE account SET status = ?, updated_at = ? WHERE sandbox_id = ? AND status = ?")
                        .params(
                                AccountStatus.DELETED.name(),
                                Instant.now(clock),
                                sandbox.value(),
                                AccountStatus.ACTIVE.name())
                        .update()
                == 1;
    }

    /** Written from the account's own data, so that an agent cannot word what the person agrees to. */
    static ConsequenceWords consequence(Account account) {
        return ConsequenceWords.of(
                "Delete the account of %s (%s), plan %s, with all its data. This cannot be undone."
                        .formatted(account.holder(), account.email(), account.plan()),
                "consent.consequence.delete-account",
                account.holder(),
                account.email(),
                account.plan());
    }
}
