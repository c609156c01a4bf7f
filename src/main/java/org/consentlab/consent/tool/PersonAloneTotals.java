package org.consentlab.consent.tool;

import java.time.Clock;
import java.time.Instant;
import java.util.function.ToIntFunction;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the person alone approved, added up from the gates: every gate of a tool that a person
 * opened without an approver (its rung below an approver's) within the window of
 * {@link ApproverLimits}, with the arguments it ran with. Read inside the decision's own step, after
 * the sandbox row is locked, so it sees every decision of the sandbox that committed before.
 */
@Repository
class PersonAloneTotals {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JdbcClient jdbc;
    private final ApproverLimits limits;
    private final Clock clock;

    PersonAloneTotals(JdbcClient jdbc, ApproverLimits limits, Clock clock) {
        this.jdbc = jdbc;
        this.limits = limits;
        this.clock = clock;
    }

    ApproverLimits limits() {
        return limits;
    }

    /** The sum of {@code cents} over the calls of {@code tool} whose {@code field} is {@code key}, approved alone. */
    int approved(SandboxId sandbox, String tool, String field, String key, ToIntFunction<JsonNode> cents) {
        Instant since = Instant.now(clock).minus(limits.window());
        return jdbc.sql("""
                        SELECT COALESCE(edited_args_json, args_json) FROM gate WHERE sandbox_id = ? AND tool = ?
                        AND status = 'APPROVED' AND required_decision <> 'APPROVAL_OUTSIDE_RUN' AND decided_at >= ?""").params(sandbox.value(), tool, since).query(String.class).list().stream()
                .map(JSON::readTree)
                .filter(args -> key.equals(LifecycleTool.text(args, field)))
                .mapToInt(cents)
                .sum();
    }
}
