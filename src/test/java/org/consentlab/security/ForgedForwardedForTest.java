package org.consentlab.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.security.BrowserLikeClient.location;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A node of the cluster believes X-Forwarded-For and X-Forwarded-Proto only on requests that carry
 * the proxy's secret: a process that talks to the node directly, forging the headers, is counted
 * under its own address and gets no say over the scheme. (The test's loopback connection is what
 * such a process would have.)
 */
@BehindTheClusterProxy
class ForgedForwardedForTest {

    @LocalServerPort
    int port;

    @Test
    void aDirectRequestWithAForgedForwardedForDoesNotChooseTheThrottlesAddress() throws Exception {
        List<String> landed = new ArrayList<>();
        for (int i = 0; i < BehindTheClusterProxy.ADDRESS_LIMIT + 5; i++) {
            BrowserLikeClient forger = new BrowserLikeClient(port).always("X-Forwarded-For", "192.0.2." + (i + 1));
            landed.add(location(forger.signIn("nobody-" + i, "guess")));
        }
        assertThat(landed)
                .as("checked until this connection's own address ran out")
                .startsWith(List.of("/login?error", "/login?error", "/login?error", "/login?error", "/login?error")
                        .toArray(String[]::new));
        assertThat(landed).filteredOn("/login?error"::equals).hasSize(BehindTheClusterProxy.ADDRESS_LIMIT);
        assertThat(landed.subList(BehindTheClusterProxy.ADDRESS_LIMIT, landed.size()))
                .containsOnly("/login?throttled");
    }

    @Test
    void aWrongSecretIsNoSecret() throws Exception {
        HttpResponse<String> page = new BrowserLikeClient(port)
                .always("X-Forwarded-For", "192.0.2.200")
                .always("X-Forwarded-Proto", "https")
                .always(ForwardedHeadersFromTheProxyOnly.HEADER, BehindTheClusterProxy.SECRET + "x")
                .get("/labs/account");

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Strict-Transport-Security"))
                .as("the forged scheme is ignored")
                .isEmpty();
    }

    @Test
    void withTheProxysSecretTheForwardedAddressIsBelieved() throws Exception {
        for (int i = 0; i < BehindTheClusterProxy.ADDRESS_LIMIT + 5; i++) {
            BrowserLikeClient client = new BrowserLikeClient(port)
                    .always("X-Forwarded-For", "203.0.113." + (100 + i))
                    .always(ForwardedHeadersFromTheProxyOnly.HEADER, BehindTheClusterProxy.SECRET);
            assertThat(location(client.signIn("someone-" + i, "guess")))
                    .as("each forwarded address its own")
                    .isEqualTo("/login?error");
        }
        HttpResponse<String> page = new BrowserLikeClient(port)
                .always("X-Forwarded-For", "203.0.113.99")
                .always("X-Forwarded-Proto", "https")
                .always(ForwardedHeadersFromTheProxyOnly.HEADER, BehindTheClusterProxy.SECRET)
                .get("/labs/account");
        assertThat(page.headers().firstValue("Strict-Transport-Security")).hasValue("max-age=31536000");
    }
}
