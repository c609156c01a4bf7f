package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.consentlab.Application;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * An agent's open SSE stream must not hold the app's graceful shutdown for its whole timeout:
 * the MCP sessions are closed first, so stopping takes seconds, not the 30 s default wait.
 */
class McpShutdownTest {

    @Test
    void anOpenMcpStreamDoesNotHoldShutdown() throws Exception {
        // As arguments, not default properties: those would lose to application.properties.
        ConfigurableApplicationContext app = new SpringApplicationBuilder(Application.class)
                .run(
                        "--server.port=0",
                        "--server.address=127.0.0.1",
                        "--server.shutdown=graceful",
                        "--spring.datasource.url=jdbc:h2:mem:mcp-shutdown;DB_CLOSE_DELAY=-1");
        int port = ((WebServerApplicationContext) app).getWebServer().getPort();
        SandboxId sandbox = app.getBean(Sandboxes.class).create();
        String token = app.getBean(McpTokens.class).issue(sandbox);
        String session = McpHttp.post(port, McpHttp.INITIALIZE, Map.of("Authorization", "Bearer " + token))
                .header("Mcp-Session-Id");
        assertThat(session).isNotBlank();

        try (Socket stream = new Socket("127.0.0.1", port)) {
            OutputStream out = stream.getOutputStream();
            out.write(("GET /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nAccept: text/event-stream\r\n"
                            + "Authorization: Bearer " + token + "\r\nMcp-Session-Id: " + session + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            stream.setSoTimeout(1_000);
            assertThat(readUntilQuiet(stream.getInputStream()))
                    .as("the stream stays open")
                    .isFalse();

            long start = System.nanoTime();
            app.close();
            Duration took = Duration.ofNanos(System.nanoTime() - start);

            assertThat(took).isLessThan(Duration.ofSeconds(10));
            stream.setSoTimeout(5_000);
            assertThat(readUntilQuiet(stream.getInputStream()))
                    .as("the stream was closed by the server")
                    .isTrue();
        }
    }

    /** Reads what is there; true when the server closed the stream, false when it just went quiet. */
    private static boolean readUntilQuiet(InputStream in) throws Exception {
        byte[] buffer = new byte[4096];
        try {
            while (true) {
                if (in.read(buffer) < 0) {
                    return true;
                }
            }
        } catch (SocketTimeoutException quiet) {
            return false;
        } catch (java.net.SocketException reset) {
            return true;
        }
    }
}
