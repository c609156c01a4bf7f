package org.consentlab.toolcall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxUnits;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Every index entry is written by every call that adds a row, and written again at its commit:
 * on the embedded H2 a call's transitions and audit rows each keep one index by their owner (the
 * one their foreign key made, which already orders them by their sequence number), and the
 * queries that read them by their owner use it. A sandbox's newest calls, which every redraw
 * reads, come from its index newest first and stop at the limit, with no sort of its history.
 * An exercise's calls are read part by part from indexes led by the sandbox or its gates, with no
 * subquery that H2 would run again for every call it checks (it does, whenever another thread
 * has written meanwhile, as a class's agents always have). A call's row adds no entry for its
 * sandbox alone (a foreign key's own index on H2), nor for an idempotency key it does not have,
 * nor for its session until it has a gate.
 */
@SpringBootTest
class H2IndexesTest {

    @Autowired
    JdbcClient jdbc;

    @Autowired
    ToolCalls calls;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    SandboxUnits units;

    @Test
    void transitionsAndAuditRowsHaveOneIndexLedByTheirOwner() {
        assertThat(indexesLedBy("CALL_TRANSITION", "CALL_ID")).hasSize(1);
        assertThat(indexesLedBy("AUDIT_RECORD", "SANDBOX_ID")).hasSize(1);
    }

    @Test
    void theQueriesByOwnerReadThatIndexInsteadOfTheWholeTable() {
        assertThat(plan("SELECT call_id, state, at, seq FROM call_transition WHERE call_id = 1 ORDER BY seq"))
                .contains(indexesLedBy("CALL_TRANSITION", "CALL_ID").getFirst() + ": CALL_ID =");
        assertThat(plan("""
                SELECT seq, at, sandbox_id, call_id, event, action, description, masked_args, requester, session_ref,
                channel, decision, decided_by, decided_at, result, outcome, route
                FROM audit_record WHERE sandbox_id = 'x' ORDER BY seq"""))
                .contains(indexesLedBy("AUDIT_RECORD", "SANDBOX_ID").getFirst() + ": SANDBOX_ID =");
    }

    @Test
    void aSandboxsNewestCallsAreReadFromItsIndexInOrderNotSorted() {
        assertThat(plan("SELECT id FROM tool_call WHERE sandbox_id = 'x' AND (route = '/labs/account' OR "
                        + "(channel = 'mcp' AND tool IN ('get_account'))) " + ToolCalls.NEWEST_FIRST + " LIMIT 25"))
                .contains("TOOL_CALL_SANDBOX: SANDBOX_ID =")
                .contains("/* index sorted */");
    }

    @Test
    void anExercisesCallsAreReadFromTheSandboxsIndexesWithNoSubqueryPerRow() {
        String plan = jdbc.sql("EXPLAIN " + ToolCalls.toolsGatesOrChannel(2, true))
                .param("sandbox", "x")
                .param("tool0", "add_to_cart")
                .param("tool1", "remove_from_cart")
                .param("channel", "inspector")
                .param("outcomes", List.of("declined"))
                .query(String.class)
                .single();
        assertThat(plan)
                .doesNotContainPattern("IN\\s*\\(\\s*SELECT")
                .doesNotContain("tableScan")
                .contains("GATE_ID = G.ID")
                .contains("ID = G.CALL_ID");
        assertThat(Pattern.compile("/\\* PUBLIC\\.\\w+: [^*]*SANDBOX_ID = ")
                        .matcher(plan)
                        .results()
                        .count())
                .as("each of the six parts seeks the sandbox in an index")
                .isEqualTo(6);
        assertThat(Pattern.compile("/\\* PUBLIC\\.TOOL_CALL_TOOL: SANDBOX_ID = \\?\\d+\\s+AND TOOL = \\?\\d+")
                        .matcher(plan)
                        .results()
                        .count())
                .as("each tool's part seeks the sandbox and the tool, not the sandbox's whole history")
                .isEqualTo(2);
    }

    @Test
    void aCallsRowHasNoIndexOfItsSandboxAloneNorOfKeys() {
        Map<String, List<String>> columns = jdbc
                .sql("SELECT INDEX_NAME, COLUMN_NAME FROM INFORMATION_SCHEMA.INDEX_COLUMNS "
                        + "WHERE TABLE_NAME = 'TOOL_CALL' ORDER BY INDEX_NAME, ORDINAL_POSITION")
                .query((row, n) -> Map.entry(row.getString(1), row.getString(2)))
                .list()
                .stream()
                .collect(Collectors.groupingBy(
                        Map.Entry::getKey, Collectors.mapping(Map.Entry::getValue, Collectors.toList())));
        assertThat(columns)
                .as("the indexes of tool_call")
                .containsKey("TOOL_CALL_SANDBOX")
                .doesNotContainValue(List.of("SANDBOX_ID"))
                .allSatisfy((index, indexed) -> assertThat(indexed)
                        .as(index)
                        .doesNotContain("IDEMPOTENCY_KEY")
                        .doesNotContain("SESSION_REF"))
                .containsEntry("TOOL_CALL_GATED_TURN", List.of("TURN_SESSION", "CREATED_AT", "SANDBOX_ID"));
    }

    @Test
    void theDeclineBreakerReadsTheToolsGatesNotTheSandboxsHistory() {
        String plan = jdbc.sql("EXPLAIN " + DeclineBreakers.LATEST_DECIDED_GATES)
                .param("sandbox", "x")
                .param("tool", "delete_account")
                .param("final", List.of("output-denied"))
                .param("since", Instant.parse("2026-12-03T10:00:00Z"))
                .param("button", "button")
                .param("agent", "simulated-agent")
                .param("labRuns", List.of("lab-run"))
                .param("n", 3)
                .query(String.class)
                .single();
        assertThat(plan)
                .contains("GATE_PENDING: SANDBOX_ID = ")
                .contains("TOOL_CALL_GATE: GATE_ID = G.ID")
                .doesNotContain("TOOL_CALL_SANDBOX");
    }

    @Test
    void aSessionsGatedCallsAreOneRangeOfTheTurnIndex() {
        assertThat(
                        plan(
                                "SELECT id FROM tool_call c WHERE c.turn_session = 'mcp-1' AND c.created_at >= TIMESTAMP "
                                        + "WITH TIME ZONE '2026-12-03 10:00:00Z' AND c.created_at < TIMESTAMP WITH TIME ZONE "
                                        + "'2026-12-03 10:01:00Z' AND c.sandbox_id = 'x' AND c.gate_id IS NOT NULL ORDER BY c.created_at, c.id"))
                .containsPattern("/\\* PUBLIC\\.TOOL_CALL_GATED_TURN: [^*]*TURN_SESSION = 'mcp-1'");
    }

    @Test
    void anIdempotencyKeyNamesOneCallOfItsSandboxAndTool() {
        SandboxId sandbox = sandboxes.create();
        long first = units.run(sandbox, () -> open(sandbox, "retry-1"));
        units.run(sandbox, () -> open(sandbox, null));
        units.run(sandbox, () -> open(sandbox, null));
        assertThatThrownBy(() -> units.run(sandbox, () -> open(sandbox, "retry-1")))
                .isInstanceOf(DuplicateKeyException.class);
        assertThat(calls.findByIdempotencyKey(sandbox, "get_account", "retry-1"))
                .get()
                .extracting(ToolCall::id)
                .isEqualTo(first);
        assertThat(calls.findByIdempotencyKey(sandbox, "get_account", "retry-2"))
                .isEmpty();
        assertThat(jdbc.sql("SELECT COUNT(*) FROM call_key WHERE sandbox_id = ?")
                        .param(sandbox.value())
                        .query(Integer.class)
                        .single())
                .as("one key row: keyless calls write none")
                .isEqualTo(1);
        assertThat(jdbc.sql("SELECT COUNT(*) FROM tool_call WHERE sandbox_id = ?")
                        .param(sandbox.value())
                        .query(Integer.class)
                        .single())
                .as("the refused call's step rolled back whole")
                .isEqualTo(3);
    }

    private long open(SandboxId sandbox, String key) {
        return calls.opened(sandbox, "get_account", Channel.MCP, "agent", key, "mcp-test", "/mcp")
                .id();
    }

    private List<String> indexesLedBy(String table, String column) {
        return jdbc.sql(
                        "SELECT INDEX_NAME FROM INFORMATION_SCHEMA.INDEX_COLUMNS WHERE TABLE_NAME = ? AND COLUMN_NAME = ? "
                                + "AND ORDINAL_POSITION = 1")
                .params(table, column)
                .query(String.class)
                .list();
    }

    private String plan(String query) {
        return jdbc.sql("EXPLAIN " + query).query(String.class).single();
    }
}
