package org.consentlab.toolcall;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.audit.AuditRecord;
import org.consentlab.base.CommitCounting;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * What a call costs in commits, counted at the connection: a read whose arguments came with it is
 * one (opened and answered together), and so is a gated request (opened, armed and PENDING);
 * within the budget of two a call may take. The gated request's commit is forced to the file
 * before it is answered; the read's is deferred, written with the next commits (docs/security.md,
 * "Durability"), so a read costs no store write of its own.
 */
@SpringBootTest
@Import(CommitCounting.class)
class CommitsPerCallTest {

    @Autowired
    ToolCallService service;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    CommitCounting.Commits commits;

    @Autowired
    ToolCalls calls;

    @Autowired
    AuditLog audit;

    @ParameterizedTest(name = "{0}")
    @CsvSource({"get_account, OUTPUT_AVAILABLE, 1", "delete_account, APPROVAL_REQUESTED, 0"})
    void aReadOrAGatedRequestCostsOneCommitAndOnlyTheReadIsDeferred(String tool, CallState answered, int deferred) {
        SandboxId sandbox = sandboxes.create();
        call(sandbox, "get_account"); // the first call of a sandbox may set up what later calls share
        commits.take();

        ToolResult result = call(sandbox, tool);

        int deferredOfThem = commits.deferredSoFar();
        int taken = commits.take();
        System.out.printf("commits per %s call: %d, of which deferred: %d%n", tool, taken, deferredOfThem);
        assertThat(result.state()).isEqualTo(answered);
        assertThat(taken).isEqualTo(1);
        assertThat(deferredOfThem).isEqualTo(deferred);
    }

    /**
     * A read appends two audit rows and a gated request at least two (its request and the armed
     * gate), yet the step reads the chain head once, writes its rows in one statement as it
     * commits, and then moves the head once.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"get_account", "delete_account"})
    void aCallReadsTheAuditChainHeadOnceAndWritesItsRowsAndTheHeadTogether(String tool) {
        List<String> statements = statementsOf(tool);
        List<String> audit = statements.stream()
                .filter(sql -> sql.contains("audit_record") || sql.contains("audit_chain_head"))
                .toList();
        assertThat(audit)
                .satisfiesExactly(
                        sql -> assertThat(sql)
                                .startsWith("SELECT last_hash FROM audit_chain_head")
                                .doesNotContain("FOR UPDATE"),
                        sql -> assertThat(sql)
                                .startsWith("INSERT INTO audit_record")
                                .satisfies(insert ->
                                        assertThat(insert.split("\\), \\(", -1)).hasSizeGreaterThanOrEqualTo(2)),
                        sql -> assertThat(sql).startsWith("UPDATE audit_chain_head"));
        assertThat(statements.subList(statements.size() - 2, statements.size())).isEqualTo(audit.subList(1, 3));
    }

    /** A read moves its call through its four states without reading the call back once. */
    @Test
    void aReadNeverReadsBackTheCallItOpened() {
        List<String> statements = statementsOf("get_account");
        assertThat(statements).noneMatch(sql -> sql.matches("SELECT .* FROM tool_call WHERE id = \\?"));
    }

    /**
     * A read's call row is written once, when it is answered (an insert in its last state, no update),
     * and its four transitions in one statement; on the embedded H2 nothing is locked with
     * {@code FOR UPDATE}, which H2 parses anew each time and writes like a change.
     */
    @Test
    void aReadWritesItsCallOnceItIsAnsweredAndLocksNoRowOnH2() {
        List<String> statements = statementsOf("get_account");
        assertThat(statements)
                .filteredOn(sql -> sql.startsWith("INSERT INTO tool_call"))
                .hasSize(1);
        assertThat(statements)
                .filteredOn(sql -> sql.startsWith("UPDATE tool_call"))
                .isEmpty();
        assertThat(statements)
                .filteredOn(sql -> sql.startsWith("INSERT INTO call_transition"))
                .hasSize(1);
        assertThat(statements).noneMatch(sql -> sql.contains("FOR UPDATE"));
        assertThat(statements).hasSizeLessThanOrEqualTo(10);
    }

    /**
     * A step reads its call's row at most once: the call is opened, moved and answered (or armed and
     * PENDING) from what the step holds, and never read back to learn where a gate left it.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"get_account", "delete_account"})
    void aStepReadsItsCallRowAtMostOnce(String tool) {
        List<String> statements = statementsOf(tool);
        List<String> callReads = statements.stream()
                .filter(sql -> sql.startsWith("SELECT") && sql.matches("(?s)SELECT .* FROM tool_call WHERE .*"))
                .toList();
        System.out.printf(
                "reads of tool_call per %s call: %d, of its row by id: %d%n",
                tool,
                callReads.size(),
                callReads.stream()
                        .filter(sql -> sql.endsWith("FROM tool_call WHERE id = ?"))
                        .count());
        assertThat(callReads).hasSizeLessThanOrEqualTo(1);
    }

    /** The read's transitions, though written in one statement, are its four states in the order it passed them. */
    @Test
    void aReadStillRecordsEachStateItPassedInOrder() {
        SandboxId sandbox = sandboxes.create();
        ToolResult result = call(sandbox, "get_account");
        List<Transition> transitions = calls.transitions(result.callId());
        assertThat(transitions)
                .extracting(Transition::state)
                .containsExactly(
                        CallState.INPUT_STREAMING,
                        CallState.INPUT_AVAILABLE,
                        CallState.EXECUTING,
                        CallState.OUTPUT_AVAILABLE);
        assertThat(transitions).extracting(Transition::seq).isSorted().doesNotHaveDuplicates();
        assertThat(transitions).extracting(Transition::at).isSorted();
        assertThat(calls.find(result.callId()).orElseThrow()).satisfies(call -> {
            assertThat(call.state()).isEqualTo(CallState.OUTPUT_AVAILABLE);
            assertThat(call.maskedArgs()).isEqualTo("{}");
            assertThat(call.resultText()).isEqualTo(result.text());
        });
    }

    /** A read written once, answered, still keeps its idempotency key: a retry is the same call, not a second. */
    @Test
    void aReadWithAnIdempotencyKeyIsRepliedToAsTheCallItWrote() {
        SandboxId sandbox = sandboxes.create();
        ToolResult first = service.invoke(read(sandbox, "{}", "read-once"));
        ToolResult retry = service.invoke(read(sandbox, "{}", "read-once"));
        assertThat(retry.callId()).isEqualTo(first.callId());
        assertThat(calls.findByIdempotencyKey(sandbox, "get_account", "read-once"))
                .map(ToolCall::id)
                .contains(first.callId());
        assertThat(calls.list(sandbox)).hasSize(1);
    }

    /** A read refused for its arguments is written as every refused call is: its row, its two states, its audit row. */
    @Test
    void aReadWithBadArgumentsIsWrittenAndAuditedAsRefused() {
        SandboxId sandbox = sandboxes.create();
        ToolResult refused = service.invoke(read(sandbox, "{\"unknown\": 1}", null));
        assertThat(refused.state()).isEqualTo(CallState.OUTPUT_ERROR);
        assertThat(calls.find(refused.callId()).orElseThrow().resultText()).isEqualTo(refused.text());
        assertThat(calls.transitions(refused.callId()))
                .extracting(Transition::state)
                .containsExactly(CallState.INPUT_STREAMING, CallState.OUTPUT_ERROR);
        assertThat(audit.records(sandbox))
                .filteredOn(row -> row.callId() != null && row.callId() == refused.callId())
                .extracting(AuditRecord::event)
                .containsExactly(AuditEvent.REJECTED);
    }

    private static ToolCallRequest read(SandboxId sandbox, String args, String idempotencyKey) {
        return new ToolCallRequest(
                sandbox, Channel.MCP, "agent", "get_account", args, idempotencyKey, "mcp-session", "/mcp");
    }

    private List<String> statementsOf(String tool) {
        SandboxId sandbox = sandboxes.create();
        call(sandbox, "get_account");
        commits.takeStatements();
        call(sandbox, tool);
        List<String> statements = commits.takeStatements();
        System.out.printf("statements per %s call: %d%n", tool, statements.size());
        return statements;
    }

    private ToolResult call(SandboxId sandbox, String tool) {
        return service.invoke(
                new ToolCallRequest(sandbox, Channel.MCP, "agent", tool, "{}", null, "mcp-session", "/mcp"));
    }
}
