package org.consentlab.consent.store;

import java.time.Instant;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.consentlab.tool.PolicyLadder;
import org.consentlab.tool.RiskDeclaration;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * A person's "always allow for this session": a standing yes for one tool in one session. The
 * policy is checked when it is granted and again when it is used, so a tool whose declaration
 * forbids it (confirm always) can never run on one. A standing yes against the policy is written
 * only by the remembered-yes wrong design, and a granted one only by a confirm (ArchUnit).
 */
@Repository
public class SessionAllowances implements SandboxSeeder {

    private static final String REMEMBERED = "remembered-yes: ";

    private final JdbcClient jdbc;

    SessionAllowances(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public boolean grant(
            SandboxId sandbox, String sessionRef, String tool, RiskDeclaration risk, String by, Instant at) {
        if (!PolicyLadder.allowsSessionWide(risk)) {
            return false;
        }
        write(sandbox, sessionRef, tool, by, at);
        return true;
    }

    /** Only the remembered-yes wrong design: a standing yes that the policy forbids, marked as such. */
    public void rememberAgainstPolicy(SandboxId sandbox, String sessionRef, String tool, String by, Instant at) {
        write(sandbox, sessionRef, tool, REMEMBERED + by, at);
    }

    /** Whether the remembered-yes wrong design kept a yes for this tool in this session. */
    public boolean rememberedYes(SandboxId sandbox, String sessionRef, String tool) {
        return jdbc.sql("""
                        SELECT COUNT(*) FROM session_allowance WHERE sandbox_id = ? AND session_ref = ? AND tool = ?
                        AND granted_by LIKE ?""")
                        .params(sandbox.value(), sessionRef, tool, REMEMBERED + "%")
                        .query(Integer.class)
                        .single()
                > 0;
    }

    private void write(SandboxId sandbox, String sessionRef, String tool, String by, Instant at) {
        jdbc.sql("""
                        MERGE INTO session_allowance a USING (VALUES (CAST(? AS VARCHAR(36)), CAST(? AS VARCHAR(80)),
                        CAST(? AS VARCHAR(128)), CAST(? AS VARCHAR(120)), CAST(? AS TIMESTAMP(3) WITH TIME ZONE)))
                        AS v (sandbox_id, session_ref, tool, granted_by, granted_at) ON a.sandbox_id = v.sandbox_id
                        AND a.session_ref = v.session_ref AND a.tool = v.tool
                        WHEN MATCHED THEN UPDATE SET granted_by = v.granted_by, granted_at = v.granted_at
                        WHEN NOT MATCHED THEN INSERT (sandbox_id, session_ref, tool, granted_by, granted_at)
                        VALUES (v.sandbox_id, v.session_ref, v.tool, v.granted_by, v.granted_at)""").params(sandbox.value(), sessionRef, tool, by, at).update();
    }

    /** Who granted the standing yes, or null when there is none (or the policy forbids one). */
    public String grantedBy(SandboxId sandbox, String sessionRef, String tool, RiskDeclaration risk) {
        if (!PolicyLadder.allowsSessionWide(risk)) {
            return null;
        }
        return jdbc.sql(
                        "SELECT granted_by FROM session_allowance WHERE sandbox_id = ? AND session_ref = ? AND tool = ?")
                .params(sandbox.value(), sessionRef, tool)
                .query(String.class)
                .optional()
                .orElse(null);
    }

    @Override
    public void seed(SandboxId sandbox) {
        // No standing yes in a new sandbox.
    }

    @Override
    public void reset(SandboxId sandbox) {
        jdbc.sql("DELETE FROM session_allowance WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
    }
}
