package org.consentlab.consent.tool;

import java.util.Optional;
import org.consentlab.account.Accounts;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConsequenceWords;
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

    LifecycleAccountDeletion(LifecycleToolParts parts, Accounts accounts, AccountDeletion deletion) {
        super(parts, LifecycleAction.DELETE_ACCOUNT, AccountDeletion.DECLARATION);
        this.accounts = accounts;
        this.deletion = deletion;
    }

    @Override
    Optional<ConsequenceWords> consequence(SandboxId sandbox, JsonNode args) {
        return Optional.of(AccountDeletion.consequence(accounts.find(sandbox)));
    }

    @Override
    String request(JsonNode args) {
        return "DELETE /api/account";
    }

    @Override
    Applied apply(SandboxId sandbox, long callId, JsonNode args) {
        return Applied.of(
                deletion.deleteRecord(sandbox),
                "DELETED. The account was deleted.",
                "Nothing to delete: the account was already DELETED.");
    }
}
