package org.consentlab.approval;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.consentlab.sandbox.SandboxCookie;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.security.BrowserLikeClient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Over real HTTP, as a browser would: learners' pages and the export need no sign-in, the
 * approvals page does, and the sign-in form accepts the configured approver and nobody else.
 * The MCP endpoint keeps answering with its own 401, never with the sign-in page.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "consentlab.approver.username=dana", "consentlab.approver.password=correct horse",
            "consentlab.instructor.username=ines", "consentlab.instructor.password=teach horse"
        })
class ApproverSignInTest {

    @LocalServerPort
    int port;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    SandboxCookie cookies;

    private BrowserLikeClient browser;

    @BeforeEach
    void oneBrowser() {
        browser = new BrowserLikeClient(port);
    }

    @Test
    void aLabPageOpensWithoutSignInAndHandsOutASandboxCookie() throws Exception {
        HttpResponse<String> page = get("/labs/account");

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().allValues("Set-Cookie")).anyMatch(c -> c.startsWith(SandboxCookie.NAME + "="));
    }

    @Test
    void theApprovalsPageSendsAStrangerToTheSignInPage() throws Exception {
        HttpResponse<String> approvals = get("/approvals");

        assertThat(approvals.statusCode()).isEqualTo(302);
        assertThat(location(approvals)).isEqualTo("/login");
        HttpResponse<String> login = get("/login");
        assertThat(login.statusCode()).isEqualTo(200);
        assertThat(login.headers().allValues("Set-Cookie")).anyMatch(c -> c.startsWith(SandboxCookie.NAME + "="));
    }

    @Test
    void theConfiguredApproverSignsInThroughTheFormAndLandsOnTheApprovals() throws Exception {
        assertThat(get("/approvals").statusCode()).isEqualTo(302);
        assertThat(get("/login").statusCode()).isEqualTo(200);

        // What the LoginForm posts: the two fields and the CSRF token the page carries.
        HttpResponse<String> signIn = browser.signIn("dana", "correct horse");

        assertThat(signIn.statusCode()).isEqualTo(302);
        // Back to the saved request at a clean address: no ?continue marker left behind.
        assertThat(location(signIn)).isEqualTo("/approvals");
        assertThat(get("/approvals").statusCode()).isEqualTo(200);
    }

    @Test
    void aSignInFromTheBareFormLandsWhereTheRoleDecides() throws Exception {
        assertThat(get("/login").statusCode()).isEqualTo(200);

        HttpResponse<String> signIn = browser.signIn("ines", "teach horse");

        assertThat(signIn.statusCode()).isEqualTo(302);
        assertThat(location(signIn)).isEqualTo("/signed-in");
    }

    @Test
    void theInstructorsPageSendsAStrangerToTheSignInPage() throws Exception {
        HttpResponse<String> instructor = get("/instructor");

        assertThat(instructor.statusCode()).isEqualTo(302);
        assertThat(location(instructor)).isEqualTo("/login");
    }

    @Test
    void aWrongPasswordOrTheUnconfiguredDefaultDoesNotSignIn() throws Exception {
        assertThat(get("/login").statusCode()).isEqualTo(200);

        for (String[] attempt : new String[][] {
            {"dana", "wrong horse"}, {"approver", "approve-locally"}, {"instructor", "teach-locally"}
        }) {
            HttpResponse<String> signIn = browser.signIn(attempt[0], attempt[1]);
            assertThat(signIn.statusCode()).isEqualTo(302);
            assertThat(location(signIn)).isEqualTo("/login?error");
            assertThat(location(get("/approvals"))).isEqualTo("/login");
        }
    }

    @Test
    void aWrongAddressReachesTheNotFoundPageButAnUnopenedApiStaysClosed() throws Exception {
        HttpResponse<String> nowhere = get("/labs/nowhere");
        assertThat(nowhere.statusCode())
                .as("the app's own not-found page, with a true status")
                .isEqualTo(404);
        assertThat(nowhere.headers().firstValue("Location")).isEmpty();

        HttpResponse<String> api = get("/api/anything-else");
        assertThat(api.statusCode()).isEqualTo(302);
        assertThat(location(api)).isEqualTo("/login");
    }

    @Test
    void mcpStillAnswersWithItsOwnUnauthorizedNotTheSignInPage() throws Exception {
        HttpResponse<String> mcp = browser.send(HttpRequest.newBuilder(browser.url("/mcp"))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}")));

        assertThat(mcp.statusCode()).isEqualTo(401);
        assertThat(mcp.headers().firstValue("WWW-Authenticate")).hasValue("Bearer realm=\"consent-lab\"");
        assertThat(mcp.headers().firstValue("Location")).isEmpty();
    }

    @Test
    void theSandboxExportNeedsNoSignIn() throws Exception {
        SandboxId sandbox = sandboxes.create();

        HttpResponse<String> export = browser.send(HttpRequest.newBuilder(browser.url("/api/sandbox/export"))
                .header("Cookie", SandboxCookie.NAME + "=" + cookies.valueFor(sandbox)));

        assertThat(export.statusCode()).isEqualTo(200);
        assertThat(export.body()).contains(sandbox.value());
    }

    private HttpResponse<String> get(String path) throws Exception {
        return browser.get(path);
    }

    private static String location(HttpResponse<String> response) {
        return BrowserLikeClient.location(response);
    }
}
