package org.consentlab.instructor;

import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * Each class's {@link ApproverPasskeyRule}, as its instructor set it; a learner in no class, and a
 * class that never asked, has {@link ApproverPasskeyRule#NONE}.
 */
@Service
public class ApproverPasskeyRules {

    private final JdbcClient jdbc;

    ApproverPasskeyRules(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public ApproverPasskeyRule of(ClassId id) {
        return jdbc.sql("SELECT applies_to FROM class_approver_passkey WHERE class_id = ?")
                .param(id.value())
                .query(String.class)
                .optional()
                .map(ApproverPasskeyRule::valueOf)
                .orElse(ApproverPasskeyRule.NONE);
    }

    /** The rule for the calls of {@code sandbox}'s learner: their class's, read now. */
    public ApproverPasskeyRule forCallsOf(SandboxId sandbox) {
        return jdbc.sql("""
                        SELECT r.applies_to FROM class_approver_passkey r
                        JOIN class_member m ON m.class_id = r.class_id WHERE m.sandbox_id = ?""")
                .param(sandbox.value())
                .query(String.class)
                .optional()
                .map(ApproverPasskeyRule::valueOf)
                .orElse(ApproverPasskeyRule.NONE);
    }

    public void set(ClassId id, ApproverPasskeyRule rule) {
        jdbc.sql("DELETE FROM class_approver_passkey WHERE class_id = ?")
                .param(id.value())
                .update();
        if (rule != ApproverPasskeyRule.NONE) {
            jdbc.sql("INSERT INTO class_approver_passkey (class_id, applies_to) VALUES (?, ?)")
                    .params(id.value(), rule.name())
                    .update();
        }
    }
}
