package org.consentlab.consent;

import org.consentlab.lifecycle.LifecycleRuns;
import org.consentlab.lifecycle.LifecycleAction;
import java.util.Optional;
import org.consentlab.account.Accounts;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;

/**
 * {@code delete_account} as Lab 5 plays it: Lab 4's declaration and change, under a launch policy
 * that counts it irreversible-unbounded, so an approver outside the run must approve as well.
 */
@Service
class LifecycleAccountDeletion extends LifecycleTool {

    private final Accounts accounts;
    private final AccountDeletion deletion;

    LifecycleAccountDeletion(GateDecisions decisions, LifecycleRuns runs, WireLog wire, Accounts accounts,
                             AccountDeletion deletion) {
        super(decisions, runs, wire);
        this.accounts = accounts;
        this.deletion = deletion;
    }

    @Override
    ToolDeclaration declaration() {
        return AccountDeletion.DECLARATION;
    }

    @Override
    LifecycleAction action() {
        return LifecycleAction.DELETE_ACCOUNT;
    }

    @Override
    Optional<String> consequence(SandboxId sandbox, JsonNode args) {
        return Optional.of(AccountDeletion.consequence(accounts.find(sandbox)));
    }

    @Override
    String request(JsonNode args) {
        return "DELETE /api/account";
    }

    @Override
    String apply(SandboxId sandbox, long callId, JsonNode args) {
        return deletion.deleteRecord(sandbox) ? "DELETED. The account was deleted."
                : "Nothing to delete: the account was already DELETED.";
    }
}
