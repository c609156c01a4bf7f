package org.consentlab.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.consentlab.sandbox.SandboxCookie;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Behind a TLS-terminating proxy the app is told to trust ({@code server.forward-headers-strategy=native};
 * the test's loopback connection is such a proxy): a request that came over HTTPS gets a
 * {@code Secure} sandbox cookie and HSTS, one over plain HTTP neither. (The same context as
 * {@link SignInThrottleTest}.)
 */
@BehindATrustedProxy
class BehindAProxyTest {

    @LocalServerPort
    int port;

    @Test
    void overHttpsThroughTheProxyTheSandboxCookieIsSecureAndHstsIsSent() throws Exception {
        HttpResponse<String> page = new BrowserLikeClient(port)
                .always("X-Forwarded-For", "203.0.113.40")
                .always("X-Forwarded-Proto", "https")
                .get("/labs/account");

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().allValues("Set-Cookie"))
                .filteredOn(c -> c.startsWith(SandboxCookie.NAME + "="))
                .singleElement()
                .asString()
                .containsIgnoringCase("; Secure")
                .containsIgnoringCase("; HttpOnly");
        assertThat(page.headers().firstValue("Strict-Transport-Security")).hasValue("max-age=31536000");
        assertThat(page.headers().firstValue("Permissions-Policy")).hasValue(SecurityHeaders.PERMISSIONS_POLICY);
    }

    @Test
    void overPlainHttpNeither() throws Exception {
        HttpResponse<String> page = new BrowserLikeClient(port)
                .always("X-Forwarded-For", "203.0.113.41")
                .always("X-Forwarded-Proto", "http")
                .get("/labs/account");

        assertThat(page.headers().allValues("Set-Cookie"))
                .filteredOn(c -> c.startsWith(SandboxCookie.NAME + "="))
                .singleElement()
                .asString()
                .doesNotContainIgnoringCase("Secure");
        assertThat(page.headers().firstValue("Strict-Transport-Security")).isEmpty();
    }
}
