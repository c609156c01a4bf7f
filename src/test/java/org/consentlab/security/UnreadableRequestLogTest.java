package org.consentlab.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A request nobody signed in to send, whose form cannot be read (too large, badly encoded), costs
 * the log one WARN line at most, without a stack trace, and nothing more from the same address for
 * a while. (Behind the trusted proxy, so each test picks its forwarded addresses.)
 */
@BehindATrustedProxy
@ExtendWith(OutputCaptureExtension.class)
class UnreadableRequestLogTest {

    /** Over Tomcat's default maxPostSize (2 MB), under its swallow limit for what is left unread. */
    private static final String OVERSIZE = "username=" + "a".repeat(2 * 1024 * 1024 + 100);

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newHttpClient();

    /** The first request of a context logs the dispatcher servlet's start: that is not counted here. */
    @BeforeEach
    void openOnePageFirst() throws Exception {
        new BrowserLikeClient(port).get("/login");
    }

    @Test
    void anOversizeSignInIsOneWarningLineAndTheNextFromTheSameAddressIsNone(CapturedOutput output) throws Exception {
        int before = lines(output).size();
        assertThat(postLogin("203.0.113.60", OVERSIZE).statusCode()).isEqualTo(413);
        List<String> first = since(output, before);
        assertThat(first).as("one line").hasSize(1);
        assertThat(first.getFirst()).contains("WARN").contains("203.0.113.60").contains("413");

        int afterFirst = lines(output).size();
        for (int i = 0; i < 5; i++) {
            assertThat(postLogin("203.0.113.60", OVERSIZE).statusCode()).isEqualTo(413);
        }
        assertThat(since(output, afterFirst))
                .as("the same address again, at once")
                .isEmpty();

        int afterRepeat = lines(output).size();
        assertThat(postLogin("203.0.113.61", OVERSIZE).statusCode()).isEqualTo(413);
        assertThat(since(output, afterRepeat))
                .as("another address has a line of its own")
                .singleElement()
                .asString()
                .contains("WARN")
                .contains("203.0.113.61");
    }

    @Test
    void aBadlyEncodedFormIsOneWarningLineAtMost(CapturedOutput output) throws Exception {
        int before = lines(output).size();
        assertThat(postLogin("203.0.113.62", "username=%zz&password=%").statusCode())
                .isEqualTo(400);
        assertThat(since(output, before))
                .hasSizeLessThanOrEqualTo(1)
                .allSatisfy(line -> assertThat(line).doesNotContain("ERROR").doesNotContain("Exception"));
    }

    private HttpResponse<String> postLogin(String forwardedFor, String body) throws Exception {
        return http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/login"))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .header("X-Forwarded-For", forwardedFor)
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static List<String> since(CapturedOutput output, int line) throws InterruptedException {
        Thread.sleep(300); // whatever the request logs, on whichever thread, has been written
        List<String> all = lines(output);
        return all.subList(line, all.size());
    }

    /**
     * Vaadin's development server (tests run in development mode) announces itself once, on a thread of
     * its own, whenever it is ready: that line can land among a request's but is not the request's.
     */
    private static List<String> lines(CapturedOutput output) {
        return Arrays.stream(output.getAll().split("\\R"))
                .filter(line -> !line.isBlank())
                .filter(line -> !line.contains("DevModeHandlerManagerImpl"))
                .toList();
    }
}
