package org.consentlab.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.security.BrowserLikeClient.location;

import io.github.bucket4j.distributed.proxy.ProxyManager;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import org.consentlab.sandbox.SandboxCookie;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.security.web.FilterChainProxy;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Over real HTTP: the headers on pages and on {@code /mcp}, the cookies' flags, login CSRF, and a
 * sandbox cookie the server never issued.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"consentlab.approver.username=dana", "consentlab.approver.password=correct horse"})
class WebSecurityTest {

    @LocalServerPort
    int port;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ProxyManager<String> buckets;

    @Autowired
    FilterChainProxy filters;

    @Test
    void everyPageAndTheMcpEndpointCarryThePolicyHeaders() throws Exception {
        BrowserLikeClient browser = new BrowserLikeClient(port);
        for (String path : List.of(
                "/",
                "/labs/account",
                "/labs/lifecycle",
                "/audit",
                "/login",
                "/approvals",
                "/api/sandbox/export",
                "/VAADIN/build/nothing.js")) {
            HttpResponse<String> page = browser.get(path);
            assertThat(page.headers().firstValue("Content-Security-Policy"))
                    .as(path)
                    .hasValue(SecurityHeaders.PAGE_POLICY);
            assertThat(page.headers().firstValue("X-Content-Type-Options"))
                    .as(path)
                    .hasValue("nosniff");
            assertThat(page.headers().firstValue("Referrer-Policy"))
                    .as(path)
                    .hasValue("strict-origin-when-cross-origin");
            assertThat(page.headers().firstValue("Permissions-Policy"))
                    .as(path)
                    .hasValue(SecurityHeaders.PERMISSIONS_POLICY);
            assertThat(page.headers().firstValue("Strict-Transport-Security"))
                    .as("plain HTTP: no HSTS")
                    .isEmpty();
        }
        HttpResponse<String> mcp = browser.send(HttpRequest.newBuilder(browser.url("/mcp"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{}")));
        assertThat(mcp.statusCode()).isEqualTo(401);
        assertThat(mcp.headers().firstValue("Content-Security-Policy")).hasValue(SecurityHeaders.API_POLICY);
        assertThat(mcp.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
        assertThat(mcp.headers().firstValue("Referrer-Policy")).hasValue("no-referrer");
        assertThat(mcp.headers().firstValue("Permissions-Policy")).hasValue(SecurityHeaders.PERMISSIONS_POLICY);
        assertThat(mcp.headers().allValues("Set-Cookie"))
                .as("/mcp holds no HTTP session")
                .isEmpty();
    }

    /**
     * The chain every agent request runs: the headers and the authorization decision (the token
     * is checked by the endpoint's own filter), with nothing that serves sessions, sign-in forms or
     * a person signed in, and no CSRF filter (a token-authenticated endpoint with no cookie).
     */
    @Test
    void theMcpChainRunsOnlyTheFiltersThatActOnATokenAuthenticatedEndpoint() {
        SecurityFilterChain mcpChain = filters.getFilterChains().stream()
                .filter(chain -> chain.matches(new MockHttpServletRequest("POST", "/mcp")))
                .findFirst()
                .orElseThrow();

        assertThat(mcpChain.getFilters())
                .extracting(filter -> filter.getClass().getSimpleName())
                .containsExactly(
                        "DisableEncodeUrlFilter",
                        "WebAsyncManagerIntegrationFilter",
                        "SecurityContextHolderFilter",
                        "HeaderWriterFilter",
                        "ExceptionTranslationFilter",
                        "AuthorizationFilter");
    }

    @Test
    void forwardedHeadersTheAppWasNotToldToTrustAreIgnored() throws Exception {
        // No server.forward-headers-strategy: whoever sends X-Forwarded-* is the client itself.
        BrowserLikeClient liar = new BrowserLikeClient(port)
                .always("X-Forwarded-For", "198.51.100.99")
                .always("X-Forwarded-Proto", "https");

        assertThat(location(liar.signIn("nobody-" + port, "guess"))).isEqualTo("/login?error");

        assertThat(buckets.getProxyConfiguration("sign-in-address:198.51.100.99"))
                .as("the claimed address")
                .isEmpty();
        assertThat(buckets.getProxyConfiguration("sign-in-address:127.0.0.1"))
                .as("the real one")
                .isPresent();
        HttpResponse<String> page =
                new BrowserLikeClient(port).always("X-Forwarded-Proto", "https").get("/labs/account");
        assertThat(page.headers().allValues("Set-Cookie"))
                .filteredOn(c -> c.startsWith(SandboxCookie.NAME + "="))
                .singleElement()
                .asString()
                .doesNotContainIgnoringCase("Secure");
        assertThat(page.headers().firstValue("Strict-Transport-Security")).isEmpty();
    }

    @Test
    void aCsrfTokenThatUnmasksToInvalidUtf8IsRefusedWith403() throws Exception {
        BrowserLikeClient browser = new BrowserLikeClient(port);
        int raw = Base64.getUrlDecoder().decode(browser.csrfToken()).length / 2;
        byte[] masked = new byte[raw * 2]; // random half all zero, token half all 0xFF: never UTF-8
        Arrays.fill(masked, raw, masked.length, (byte) 0xFF);

        HttpResponse<String> post = browser.postLogin(
                "dana", "correct horse", Base64.getUrlEncoder().encodeToString(masked), null);

        assertThat(post.statusCode()).isEqualTo(403);
        assertThat(location(browser.get("/approvals"))).as("not signed in").isEqualTo("/login");
    }

    @Test
    void everyCookieIsHttpOnlyAndSaysSameSite() throws Exception {
        BrowserLikeClient browser = new BrowserLikeClient(port);
        List<String> cookies =
                new ArrayList<>(browser.get("/labs/account").headers().allValues("Set-Cookie"));
        cookies.addAll(browser.signIn("dana", "correct horse").headers().allValues("Set-Cookie"));

        assertThat(cookies)
                .anyMatch(c -> c.startsWith(SandboxCookie.NAME + "="))
                .anyMatch(c -> c.startsWith("JSESSIONID="))
                .allSatisfy(
                        c -> assertThat(c).containsIgnoringCase("; HttpOnly").containsIgnoringCase("; SameSite=Lax"));
    }

    @Test
    void aSignInPostedWithoutTheFormsTokenIsRefusedEvenWithTheRightPassword() throws Exception {
        BrowserLikeClient victim = new BrowserLikeClient(port);
        victim.get("/login");

        // What another site's auto-submitting form sends: right credentials (the attacker's), no token.
        HttpResponse<String> forged = victim.postLogin("dana", "correct horse", null, "https://evil.example");
        assertThat(forged.statusCode()).isEqualTo(403);
        HttpResponse<String> guessedToken = victim.postLogin("dana", "correct horse", "made-up", null);
        assertThat(guessedToken.statusCode()).isEqualTo(403);
        assertThat(location(victim.get("/approvals"))).as("still signed out").isEqualTo("/login");

        assertThat(location(victim.signIn("dana", "correct horse"))).isEqualTo("/approvals");
    }

    @Test
    void aSandboxCookieTheServerNeverIssuedIsReplacedAndNeverBecomesASandbox() throws Exception {
        String forged = "0badc0de-0000-4000-8000-000000000001";

        for (String value : List.of(forged, forged + ".bm90LWEtc2lnbmF0dXJl")) {
            BrowserLikeClient browser = new BrowserLikeClient(port);
            HttpResponse<String> export = browser.send(HttpRequest.newBuilder(browser.url("/api/sandbox/export"))
                    .header("Cookie", SandboxCookie.NAME + "=" + value));

            assertThat(export.statusCode()).isEqualTo(404);
            assertThat(export.headers().allValues("Set-Cookie"))
                    .singleElement()
                    .asString()
                    .startsWith(SandboxCookie.NAME + "=")
                    .doesNotContain(forged);
        }
        assertThat(sandboxes.exists(new SandboxId(forged))).isFalse();
    }
}
