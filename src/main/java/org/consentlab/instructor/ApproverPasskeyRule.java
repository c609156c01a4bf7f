package org.consentlab.instructor;

import org.consentlab.tool.Reversibility;

/**
 * Which of a class's approvals an approver must sign with their own passkey. A class asks for it on
 * its instructor's page; the first choice offered is the irreversible-unbounded calls, whose effect
 * nobody can undo and nothing bounds, and a press of Approve in a page an agent may drive is then
 * not enough. Its words are the instructor bundle's ({@code instructor.approver-passkey.rule.*}).
 */
public enum ApproverPasskeyRule {
    /** No approval needs a passkey (the default). */
    NONE,
    /** Approvals of irreversible-unbounded calls need the approver's passkey. */
    IRREVERSIBLE_UNBOUNDED,
    /** Every approval needs the approver's passkey. */
    EVERY_APPROVAL;

    /** Whether an approval of a call whose effect is {@code reversibility} needs the approver's passkey. */
    public boolean asksFor(Reversibility reversibility) {
        return switch (this) {
            case NONE -> false;
            case IRREVERSIBLE_UNBOUNDED -> reversibility == Reversibility.IRREVERSIBLE_UNBOUNDED;
            case EVERY_APPROVAL -> true;
        };
    }
}
