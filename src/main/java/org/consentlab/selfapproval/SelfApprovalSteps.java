package org.consentlab.selfapproval;

import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.consentlab.consent.Gate;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * What Lab 7 records of a run beyond its gate and wire: what the agent did in the page, and what
 * the Confirm's defence saw and decided. A refused click changes nothing on the gate, so without
 * this record a reloaded page could not tell a run that held from one nobody acted on.
 */
@Service
class SelfApprovalSteps {

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SandboxEvents events;

    SelfApprovalSteps(JdbcClient jdbc, Clock clock, SandboxEvents events) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.events = events;
    }

    /** What the agent did in the page for the run of {@code gate}, as its script reported it. */
    void agentDid(Gate gate, String text) {
        record(gate, SelfApprovalStep.AGENT, text);
    }

    /** Why the lab closed the run of {@code gate} before it was decided. */
    void closed(Gate gate, String why) {
        record(gate, SelfApprovalStep.CLOSED, why);
    }

    void defenceSaw(Gate gate, String text) {
        record(gate, SelfApprovalStep.DEFENCE, text);
    }

    /** Every recorded step of the sandbox's runs, by gate id. */
    Map<Long, Map<SelfApprovalStep, String>> of(SandboxId sandbox) {
        Map<Long, Map<SelfApprovalStep, String>> steps = new HashMap<>();
        jdbc.sql("""
                        SELECT s.gate_id, s.kind, s.said FROM self_approval_step s JOIN gate g ON g.id = s.gate_id
                        WHERE g.sandbox_id = ?""")
                .param(sandbox.value())
                .query((rs, row) -> steps.computeIfAbsent(rs.getLong("gate_id"), id -> new HashMap<>())
                        .put(SelfApprovalStep.valueOf(rs.getString("kind")), rs.getString("said")))
                .list();
        return steps;
    }

    private void record(Gate gate, SelfApprovalStep kind, String text) {
        String said = text.length() > 4000 ? text.substring(0, 4000) : text;
        Instant at = Instant.now(clock);
        int updated = jdbc.sql("UPDATE self_approval_step SET said = ?, recorded_at = ? WHERE gate_id = ? AND kind = ?")
                .params(said, at, gate.id(), kind.name())
                .update();
        if (updated == 0) {
            jdbc.sql("INSERT INTO self_approval_step (gate_id, kind, said, recorded_at) VALUES (?, ?, ?, ?)")
                    .params(gate.id(), kind.name(), said, at)
                    .update();
        }
        events.changed(gate.sandbox(), SandboxChange.GATES);
    }
}
