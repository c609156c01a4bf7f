package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A burst of MCP clients that give up mid-answer (each sends a tools/call and resets its
 * connection before the answer comes) is the clients' doing, not a fault of the server: the log
 * gets at most one INFO line per session for it, no ERROR and no stack trace, and every call is
 * still recorded to its end.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "server.address=127.0.0.1",
            "spring.datasource.url=jdbc:h2:mem:mcp-disconnecting-clients;DB_CLOSE_DELAY=-1",
            "consentlab.agent.rate-limit.calls=100000",
            "consentlab.agent.rate-limit.burst=100000",
            // One sandbox opens a session per client here; McpSessionLimitsTest covers the session limits.
            "consentlab.mcp.sessions.per-sandbox=1000",
            "consentlab.mcp.sessions.initialize-burst=1000"
        })
class DisconnectingClientsTest {

    private static final int CLIENTS = 200;

    @LocalServerPort
    int port;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    McpTokens tokens;

    @Autowired
    ToolCalls calls;

    @Test
    void clientsThatGoAwayMidAnswerLogNoError(CapturedOutput output) throws Exception {
        SandboxId sandbox = sandboxes.create();
        String token = tokens.issue(sandbox);
        List<String> sessions = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            // One session each: the SDK forgets a session whose client went away.
            sessions.add(McpHttp.post(port, McpHttp.INITIALIZE, Map.of("Authorization", "Bearer " + token))
                    .header("Mcp-Session-Id"));
        }
        int logBefore = output.getOut().length();
        // All calls at once: at most two are served at a time, so most answers come after their client left.
        List<Socket> clients = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            clients.add(call(token, sessions.get(i), i));
        }
        Thread.sleep(1_000); // long enough for the server to have read every request, on a busy machine too
        for (Socket client : clients) {
            client.setSoLinger(true, 0); // a reset, not a polite close
            client.close();
        }
        // A request the server had not read yet when its client left never became a call; the rest must end.
        long deadline = System.nanoTime() + 90_000_000_000L;
        int seen = -1;
        int steady = 0;
        while (steady < 8 && System.nanoTime() < deadline) {
            Thread.sleep(250);
            List<ToolCall> now = calls.list(sandbox);
            boolean allEnded = now.stream().allMatch(call -> call.state().isFinal());
            steady = allEnded && now.size() == seen ? steady + 1 : 0;
            seen = now.size();
        }
        List<String> lines = output.getOut().substring(logBefore).lines().toList();
        long errors = lines.stream().filter(line -> line.contains(" ERROR ")).count();
        long stackLines =
                lines.stream().filter(line -> line.startsWith("\tat ")).count();
        long wentAway = lines.stream()
                .filter(line -> line.contains(" INFO ") && line.contains("went away"))
                .count();
        System.out.printf(
                "%d clients hung up mid-answer (%d calls began): %d ERROR lines, %d stack-trace lines, "
                        + "%d INFO lines%n",
                CLIENTS, seen, errors, stackLines, wentAway);

        assertThat(calls.list(sandbox))
                .as("every call that began is recorded to its end")
                .isNotEmpty()
                .allMatch(call -> call.state().isFinal());
        assertThat(errors)
                .as(String.join(
                        "\n",
                        lines.stream()
                                .filter(l -> l.contains(" ERROR "))
                                .limit(5)
                                .toList()))
                .isZero();
        assertThat(stackLines).isZero();
        // With tool calls answered on the request's own thread, most answers are written before the
        // reset arrives and no send fails at all; ClientGoneLogFilterTest covers the line itself.
        assertThat(wentAway).as("at most one line per session").isBetween(0L, (long) CLIENTS);
    }

    /** Sends a tools/call and leaves the connection open, its answer unread. */
    private Socket call(String token, String session, int id) throws Exception {
        byte[] body = ("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":"
                        + "\"get_account\",\"arguments\":{}}}")
                .getBytes(StandardCharsets.UTF_8);
        Socket socket = new Socket("127.0.0.1", port);
        OutputStream out = socket.getOutputStream();
        out.write(("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json\r\n"
                        + "Accept: application/json, text/event-stream\r\nAuthorization: Bearer " + token
                        + "\r\nMcp-Session-Id: " + session + "\r\nContent-Length: " + body.length + "\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
        return socket;
    }
}
