package org.consentlab.selfapproval;

import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.consentlab.consent.Gate;
import org.consentlab.i18n.Phrase;
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
    void agentDid(Gate gate, List<Phrase> words) {
        record(gate, SelfApprovalStep.AGENT, words);
    }

    /** Why the lab closed the run of {@code gate} before it was decided. */
    void closed(Gate gate, List<Phrase> why) {
        record(gate, SelfApprovalStep.CLOSED, why);
    }

    void defenceSaw(Gate gate, List<Phrase> words) {
        record(gate, SelfApprovalStep.DEFENCE, words);
    }

    /** Every recorded step of the sandbox's runs, by gate id. */
    Map<Long, Map<SelfApprovalStep, Step>> of(SandboxId sandbox) {
        Map<Long, Map<SelfApprovalStep, Step>> steps = new HashMap<>();
        jdbc.sql("""
                        SELECT s.gate_id, s.kind, s.said, s.words FROM self_approval_step s
                        JOIN gate g ON g.id = s.gate_id WHERE g.sandbox_id = ?""")
                .param(sandbox.value())
                .query((rs, row) -> steps.computeIfAbsent(rs.getLong("gate_id"), id -> new HashMap<>())
                        .put(
                                SelfApprovalStep.valueOf(rs.getString("kind")),
                                Step.of(rs.getString("said"), rs.getString("words"))))
                .list();
        return steps;
    }

    /**
     * Kept as prose (its English, as it has always been written, at most 4,000 characters) and as the
     * words it was written from, unless they would not fit: then the page shows the English.
     */
    private void record(Gate gate, SelfApprovalStep kind, List<Phrase> words) {
        String text = Phrase.english(words);
        String said = text.length() > 4000 ? text.substring(0, 4000) : text;
        String json = Phrase.toJson(words);
        String kept = said.equals(text) && json.length() <= 8000 ? json : null;
        Instant at = Instant.now(clock);
        int updated = jdbc.sql(
                        "UPDATE self_approval_step SET said = ?, words = ?, recorded_at = ? WHERE gate_id = ? AND kind = ?")
                .params(said, kept, at, gate.id(), kind.name())
                .update();
        if (updated == 0) {
            jdbc.sql("INSERT INTO self_approval_step (gate_id, kind, said, words, recorded_at) VALUES (?, ?, ?, ?, ?)")
                    .params(gate.id(), kind.name(), said, kept, at)
                    .update();
        }
        events.changed(gate.sandbox(), SandboxChange.GATES);
    }
}
