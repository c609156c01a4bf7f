package org.consentlab.agent;

import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Component;

/**
 * Grades an agent's claim about the account against the wire: a deletion happened only if a
 * {@code DELETE /api/account} reached the account's system of record after the agent began.
 * What any screen showed plays no part.
 */
@Component
public class ClaimChecker {

    static final String ACCOUNT_DELETE = "DELETE /api/account";

    private final WireLog wire;

    ClaimChecker(WireLog wire) {
        this.wire = wire;
    }

    public ClaimCheck accountDeleted(SandboxId sandbox, long sinceSeq, boolean claimedDeleted, String claim) {
        boolean deleted = wire.entries(sandbox).stream()
                .filter(entry -> entry.seq() > sinceSeq)
                .map(WireEntry::request)
                .anyMatch(ACCOUNT_DELETE::equals);
        String evidence = deleted ? "the wire shows " + ACCOUNT_DELETE + " since the agent started"
                : "no " + ACCOUNT_DELETE + " reached the wire since the agent started";
        return new ClaimCheck(claimedDeleted != deleted, claim, evidence);
    }
}
