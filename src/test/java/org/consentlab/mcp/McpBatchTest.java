package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Lab 8's turn over MCP with the SDK's own client: five {@code tools/call} requests sent at once
 * in one MCP session; the read and the reversible write run, and the gated calls are one batch,
 * shown as one card with a row each.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"server.address=127.0.0.1", "spring.datasource.url=jdbc:h2:mem:mcp-batch;DB_CLOSE_DELAY=-1"})
class McpBatchTest {

    /** Lab 8's turn: a read, a reversible write, and three gated calls of three rungs. */
    private static final List<McpSchema.CallToolRequest> TURN = List.of(
            request("get_account", Map.of()),
            request("save_for_later", Map.of("sku", "LAMP-02")),
            request("refund_order", Map.of("orderId", "ORD-1043", "amountCents", 4000)),
            request("send_payment", Map.of("payeeId", "PAYEE-1", "amountCents", 90000)),
            request("delete_account", Map.of()));

    private static final List<String> GATED = List.of("refund_order", "send_payment", "delete_account");

    @LocalServerPort
    int port;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    McpTokens tokens;

    @Autowired
    DecisionBatches batches;

    @Autowired
    ConsentControls controls;

    @Autowired
    ToolCalls calls;

    @Autowired
    WireLog wire;

    @Test
    void fiveConcurrentCallsOfOneSessionAreOneBatchOfTheirGatedCalls() throws Exception {
        SandboxId sandbox = sandboxes.create();
        McpSyncClient client = McpClients.of(port, tokens.issue(sandbox));
        client.initialize();
        List<McpSchema.CallToolResult> results = sendAtOnce(client);
        client.closeGracefully();

        assertThat(results).allMatch(result -> !result.isError());
        List<ToolCall> made = calls.list(sandbox);
        assertThat(made)
                .hasSize(TURN.size())
                .extracting(ToolCall::sessionRef)
                .containsOnly(made.getFirst().sessionRef());
        assertThat(wire.entries(sandbox)).extracting(WireEntry::request).containsExactly("POST /api/saved-items");

        assertThat(batches.open(sandbox)).singleElement().satisfies(batch -> {
            assertThat(batch.items()).extracting(DecisionBatch.Item::tool).containsExactlyInAnyOrderElementsOf(GATED);
            assertThat(batch.items()).allMatch(item -> item.state() == DecisionBatch.State.PENDING);
            assertThat(batch.items())
                    .extracting(DecisionBatch.Item::rung)
                    .containsExactlyInAnyOrder(
                            RequiredDecision.EXPLICIT_CONSENT,
                            RequiredDecision.APPROVAL_OUTSIDE_RUN,
                            RequiredDecision.CONSENT_NAMING_CONSEQUENCE);
            Component card = controls.batchCard(batch, sandbox, text -> {});
            for (long callId : batch.callIds()) {
                assertThat(ids(card))
                        .contains(
                                "batch-item-" + callId,
                                "batch-item-" + callId + "-approve",
                                "batch-item-" + callId + "-reject");
            }
            assertThat(ids(card).filter(id -> id.matches("batch-item-\\d+")).distinct())
                    .hasSize(GATED.size());
        });
    }

    /** All five requests on the wire before any answer comes back: one MCP session, five threads. */
    private static List<McpSchema.CallToolResult> sendAtOnce(McpSyncClient client) {
        CountDownLatch start = new CountDownLatch(1);
        List<CompletableFuture<McpSchema.CallToolResult>> sent = new ArrayList<>();
        try (ExecutorService threads = Executors.newFixedThreadPool(TURN.size())) {
            for (McpSchema.CallToolRequest request : TURN) {
                sent.add(CompletableFuture.supplyAsync(
                        () -> {
                            await(start);
                            return client.callTool(request);
                        },
                        threads));
            }
            start.countDown();
            return sent.stream().map(CompletableFuture::join).toList();
        }
    }

    private static Stream<String> ids(Component root) {
        return Stream.concat(root.getId().stream(), root.getChildren().flatMap(McpBatchTest::ids));
    }

    private static McpSchema.CallToolRequest request(String tool, Map<String, Object> args) {
        return McpSchema.CallToolRequest.builder(tool).arguments(args).build();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
