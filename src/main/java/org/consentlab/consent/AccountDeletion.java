package org.consentlab.consent;

import java.time.Clock;
import java.time.Instant;
import org.consentlab.account.Account;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.base.Timestamps;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.WireLog;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * {@code delete_account}, split in two. {@link #requestDeletion} is all an agent can reach: it
 * arms the gate and answers PENDING. {@link #confirmDeletion} is package-private and is the only
 * code that deletes; the human Confirm control is its only caller.
 */
@Service
public class AccountDeletion {

    public static final String TOOL = "delete_account";
    public static final String PENDING_TEXT = "PENDING. A human must confirm in the page. Nothing deleted yet.";

    private final Accounts accounts;
    private final ConsentGates gates;
    private final GateDecisions decisions;
    private final WireLog wire;
    private final JdbcClient jdbc;
    private final Clock clock;

    AccountDeletion(Accounts accounts, ConsentGates gates, GateDecisions decisions, WireLog wire, JdbcClient jdbc,
                    Clock clock) {
        this.accounts = accounts;
        this.gates = gates;
        this.decisions = decisions;
        this.wire = wire;
        this.jdbc = jdbc;
        this.clock = clock;
    }

    public ToolResponse requestDeletion(ToolInvocation call) {
        Account account = accounts.find(call.sandbox());
        if (account.status() == AccountStatus.DELETED) {
            return ToolResponse.error("Nothing to delete: the account of " + account.holder() + " is already DELETED.");
        }
        return gates.arm(call, ConsentTools.deleteAccount().requiredDecision(), consequence(account), PENDING_TEXT);
    }

    String confirmDeletion(HumanDecision decision) {
        return decisions.approveAndRun(decision, gate -> EffectResult.done(deleteAccount(gate)));
    }

    /** The effect. The wire entry is written as the request reaches the account's system of record. */
    private String deleteAccount(Gate gate) {
        wire.record(gate.sandbox(), gate.callId(), "DELETE", "/api/account");
        return deleteRecord(gate.sandbox()) ? "DELETED. The account was deleted at "
                + Timestamps.clock(Instant.now(clock)) + " after a person confirmed."
                : "Nothing to delete: the account was already DELETED.";
    }

    /** The change itself, once its request has reached the account's system of record (Lab 5 reuses it). */
    boolean deleteRecord(SandboxId sandbox) {
        return jdbc.sql("UPDATE account SET status = ?, updated_at = ? WHERE sandbox_id = ? AND status = ?")
                .params(AccountStatus.DELETED.name(), Instant.now(clock), sandbox.value(), AccountStatus.ACTIVE.name())
                .update() == 1;
    }

    /** Written from the account's own data, so that an agent cannot word what the person agrees to. */
    static String consequence(Account account) {
        return "Delete the account of %s (%s), plan %s, with all its data. This cannot be undone."
                .formatted(account.holder(), account.email(), account.plan());
    }
}
