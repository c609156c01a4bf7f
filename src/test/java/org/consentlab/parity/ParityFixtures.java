package org.consentlab.parity;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.consentlab.audit.AuditRecord;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCall;

/** The parity test's MCP agent, its rounds of calls, and its way of comparing audit rows across paths. */
final class ParityFixtures {

    private ParityFixtures() {}

    /** The MCP Java SDK's own client, holding the sandbox's bearer token, initialized. */
    static McpSyncClient mcpAgent(int port, String token) {
        McpSyncClient agent = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + port)
                        .endpoint("/mcp")
                        .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + token))
                        .build())
                .requestTimeout(Duration.ofSeconds(20))
                .build();
        agent.initialize();
        return agent;
    }

    /** One round's calls of a path: the two newest of its channel (from a newest-first list), oldest first. */
    static List<ToolCall> newestTwo(List<ToolCall> newestFirst, Channel channel) {
        return newestFirst.stream()
                .filter(c -> c.channel() == channel)
                .limit(2)
                .sorted(Comparator.comparingLong(ToolCall::id))
                .toList();
    }

    /**
     * The rows about these calls, each checked to carry {@code channel}, without what may differ
     * between paths: channel, caller, session, route, ids and clock times.
     */
    static List<String> comparable(List<AuditRecord> records, List<ToolCall> calls, Channel channel) {
        Set<Long> callIds = calls.stream().map(ToolCall::id).collect(Collectors.toSet());
        return records.stream()
                .filter(r -> callIds.contains(r.callId()))
                .map(r -> {
                    assertThat(r.channel()).isEqualTo(channel.label());
                    return String.join(
                                    " | ",
                                    r.event().name(),
                                    r.action(),
                                    r.description(),
                                    r.maskedArgs(),
                                    String.valueOf(r.decision()),
                                    String.valueOf(r.decidedBy()),
                                    String.valueOf(r.result()),
                                    String.valueOf(r.outcome()))
                            .replaceAll("#\\d+", "#N")
                            .replaceAll("\\d\\d:\\d\\d:\\d\\d\\.\\d+", "hh:mm:ss");
                })
                .toList();
    }
}
