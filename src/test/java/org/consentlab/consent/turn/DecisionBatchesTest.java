package org.consentlab.consent.turn;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.consentlab.TestClock;
import org.consentlab.consent.PersonInPage;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolResult;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Import;

/** Batches computed from the records: one sandbox, one agent session, within the window of the turn's first call. */
@SpringBootTest
@Import(TestClock.Config.class)
class DecisionBatchesTest {

    @Autowired
    ToolCallService service;

    @Autowired
    DecisionBatches batches;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    TestClock clock;

    @Autowired
    ApplicationContext context;

    SandboxId sandbox;

    @BeforeEach
    void newSandbox() {
        sandbox = sandboxes.create();
    }

    @Test
    void gatedCallsOfOneSessionWithinTheWindowAreOneBatchAndReadsAreNotInIt() {
        long archive = call("mcp-s1", "archive_report", "{\"reportId\":\"RPT-31\"}");
        call("mcp-s1", "list_reports", "{}");
        clock.advance(Duration.ofMillis(1500));
        long delete = call("mcp-s1", "delete_account", "{}");

        DecisionBatch batch = batches.open(sandbox).getFirst();

        assertThat(batches.open(sandbox)).hasSize(1);
        assertThat(batch.callIds()).containsExactly(archive, delete);
        assertThat(batch.items())
                .extracting(DecisionBatch.Item::rung)
                .containsExactly(RequiredDecision.EXPLICIT_CONSENT, RequiredDecision.CONSENT_NAMING_CONSEQUENCE);
        assertThat(batch.item(delete).orElseThrow().consequence()).startsWith("Delete the account of ");
        assertThat(batch.approveAllCovers())
                .extracting(DecisionBatch.Item::callId)
                .containsExactly(archive);
        assertThat(batches.ofCall(sandbox, delete)).contains(batch);
    }

    @Test
    void aCallAfterTheWindowOrFromAnotherSessionIsABatchOfItsOwn() {
        long first = call("mcp-s1", "archive_report", "{\"reportId\":\"RPT-31\"}");
        long otherSession = call("mcp-s2", "archive_report", "{\"reportId\":\"RPT-32\"}");
        clock.advance(DecisionBatches.TURN_WINDOW);
        long later = call("mcp-s1", "archive_report", "{\"reportId\":\"RPT-33\"}");

        assertThat(batches.open(sandbox))
                .extracting(DecisionBatch::callIds)
                .containsExactlyInAnyOrder(List.of(first), List.of(otherSession), List.of(later));
        assertThat(batches.ofCall(sandbox, later).orElseThrow().callIds()).containsExactly(later);
    }

    @Test
    void theWindowIsCountedFromTheTurnsFirstCallNotFromThePreviousOne() {
        long first = call("mcp-s1", "archive_report", "{\"reportId\":\"RPT-31\"}");
        clock.advance(Duration.ofMillis(1200));
        long second = call("mcp-s1", "archive_report", "{\"reportId\":\"RPT-32\"}");
        clock.advance(Duration.ofMillis(1200));
        long third = call("mcp-s1", "archive_report", "{\"reportId\":\"RPT-33\"}");

        assertThat(batches.ofCall(sandbox, second).orElseThrow().callIds()).containsExactly(first, second);
        assertThat(batches.ofCall(sandbox, third).orElseThrow().callIds()).containsExactly(third);
    }

    @Test
    void aBatchIsDecidedOnlyOnceEveryItemIsAndThenIsNoLongerOpen() {
        long archive = call("mcp-s1", "archive_report", "{\"reportId\":\"RPT-31\"}");
        long delete = call("mcp-s1", "delete_account", "{}");
        DecisionBatch batch = batches.ofCall(sandbox, archive).orElseThrow();

        decline(batch.item(archive).orElseThrow());

        assertThat(batches.allDecided(batch)).isFalse();
        assertThat(batches.refreshed(batch).item(archive).orElseThrow().state())
                .isEqualTo(DecisionBatch.State.DECLINED);
        assertThat(batches.refreshed(batch).item(delete).orElseThrow().state()).isEqualTo(DecisionBatch.State.PENDING);

        decline(batch.item(delete).orElseThrow());

        assertThat(batches.allDecided(batch)).isTrue();
        assertThat(batches.open(sandbox)).isEmpty();
        assertThat(batches.ofCall(sandbox, delete).orElseThrow().allDecided()).isTrue();
    }

    @Test
    void anotherSandboxsCallIsNeverFound() {
        long archive = call("mcp-s1", "archive_report", "{\"reportId\":\"RPT-31\"}");

        assertThat(batches.ofCall(sandboxes.create(), archive)).isEmpty();
    }

    private void decline(DecisionBatch.Item item) {
        PersonInPage.decline(context, item.gateId(), sandbox, clock.instant());
    }

    private long call(String session, String tool, String args) {
        ToolResult result = service.invoke(
                new ToolCallRequest(sandbox, Channel.MCP, "mcp-agent", tool, args, null, session, "/mcp"));
        return result.callId();
    }
}
