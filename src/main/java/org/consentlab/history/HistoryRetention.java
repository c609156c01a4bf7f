package org.consentlab.history;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import net.javacrumbs.shedlock.spring.annotation.SchedulerLock;
import org.consentlab.audit.AuditLog;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxUnits;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Removes the history of sandboxes idle for longer than {@code consentlab.history.keep} (default
 * 30 days): their tool calls with their transitions, gates, wire entries and lifecycle runs, and
 * their audit rows with the audit chain, which starts again from the sandbox's genesis hash (see
 * docs/security.md). The sandbox itself, its records and its cookie stay. Idle means: created or
 * reset before the cut-off, no call or audit row since, and no gate still pending: a decision a
 * person may still make is never erased. One sweep runs at a time across the cluster (ShedLock);
 * each sandbox is removed in one step of its own, its row locked first, and idleness is checked
 * again under that lock, so a call or gate that came meanwhile keeps its history. Each removal is
 * recorded ({@link org.consentlab.audit.HistoryRemovals}) for the audit page to name.
 */
@Component
public class HistoryRetention {

    private static final Logger log = LoggerFactory.getLogger(HistoryRetention.class);
    private static final int PER_SWEEP = 200;
    /** Calls whose rows one statement removes: the ids are listed, see {@link #remove}. */
    private static final int CALLS_PER_STATEMENT = 500;

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SandboxUnits units;
    private final AuditLog audit;
    private final SandboxEvents events;
    /** Idle since the cut-off (four times the same parameter): see the class comment. */
    private static final String IDLE = """
            s.created_at < ? AND (s.reset_at IS NULL OR s.reset_at < ?)
              AND (EXISTS (SELECT 1 FROM tool_call c WHERE c.sandbox_id = s.id)
                   OR EXISTS (SELECT 1 FROM audit_record a WHERE a.sandbox_id = s.id))
              AND NOT EXISTS (SELECT 1 FROM tool_call c WHERE c.sandbox_id = s.id AND c.updated_at >= ?)
              AND NOT EXISTS (SELECT 1 FROM audit_record a WHERE a.sandbox_id = s.id AND a.at >= ?)
              AND NOT EXISTS (SELECT 1 FROM gate g WHERE g.sandbox_id = s.id AND g.status = 'PENDING')""";

    private final Duration keep;

    HistoryRetention(
            JdbcClient jdbc,
            Clock clock,
            SandboxUnits units,
            AuditLog audit,
            SandboxEvents events,
            RetentionKeep keep) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.units = units;
        this.audit = audit;
        this.events = events;
        this.keep = keep.duration();
    }

    @Scheduled(fixedDelayString = "${consentlab.history.sweep:PT1H}", initialDelayString = "PT1M")
    @SchedulerLock(name = "history-retention", lockAtMostFor = "PT10M")
    void sweep() {
        int removed = removeIdleHistory();
        if (removed > 0) {
            log.info("Removed the history of {} sandboxes idle for longer than {}", removed, keep);
        }
    }

    /** Removes the history of up to {@value #PER_SWEEP} idle sandboxes; returns how many. */
    public int removeIdleHistory() {
        Instant cutOff = Instant.now(clock).minus(keep);
        List<SandboxId> idle = jdbc
                .sql("SELECT s.id FROM sandbox s WHERE " + IDLE + " ORDER BY s.id LIMIT ?")
                .params(cutOff, cutOff, cutOff, cutOff, PER_SWEEP)
                .query(String.class)
                .list()
                .stream()
                .map(SandboxId::new)
                .toList();
        return (int) idle.stream().filter(sandbox -> remove(sandbox, cutOff)).count();
    }

    private boolean remove(SandboxId sandbox, Instant cutOff) {
        boolean removed = units.run(sandbox, () -> {
            String id = sandbox.value();
            // Again under the sandbox's lock: a call or gate that came since the list was read keeps its history.
            if (jdbc.sql("SELECT COUNT(*) FROM sandbox s WHERE s.id = ? AND " + IDLE)
                            .params(id, cutOff, cutOff, cutOff, cutOff)
                            .query(Integer.class)
                            .single()
                    == 0) {
                return false;
            }
            // The calls' ids are read once and listed: as "call_id IN (SELECT id FROM tool_call …)",
            // H2 ran the subquery again for every row it checked whenever another sandbox's agent had
            // written meanwhile, which in a busy room made one sandbox's removal take minutes.
            List<Long> calls = jdbc.sql("SELECT id FROM tool_call WHERE sandbox_id = ?")
                    .param(id)
                    .query(Long.class)
                    .list();
            for (int from = 0; from < calls.size(); from += CALLS_PER_STATEMENT) {
                List<Long> part = calls.subList(from, Math.min(calls.size(), from + CALLS_PER_STATEMENT));
                jdbc.sql("DELETE FROM call_transition WHERE call_id IN (:calls)")
                        .param("calls", part)
                        .update();
                jdbc.sql("DELETE FROM lifecycle_run WHERE call_id IN (:calls)")
                        .param("calls", part)
                        .update();
            }
            jdbc.sql("DELETE FROM wire_entry WHERE sandbox_id = ?").param(id).update();
            jdbc.sql("DELETE FROM gate WHERE sandbox_id = ?").param(id).update();
            jdbc.sql("DELETE FROM call_key WHERE sandbox_id = ?").param(id).update();
            jdbc.sql("DELETE FROM tool_call WHERE sandbox_id = ?").param(id).update();
            audit.removeChain(sandbox);
            return true;
        });
        if (removed) {
            events.changedAfterCommit(sandbox);
        }
        return removed;
    }
}
