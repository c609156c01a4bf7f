package org.consentlab.security;

import org.springframework.security.config.Customizer;
import org.springframework.security.config.ObjectPostProcessor;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.HeadersConfigurer;
import org.springframework.security.web.header.HeaderWriterFilter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;

/**
 * The response headers of both filter chains, written by Spring Security's own header writers.
 *
 * <p>Pages: Vaadin Flow needs inline and evaluated scripts ({@code executeJs} compiles its
 * snippets, the bootstrap page inlines its start-up) and inline styles, so those stay allowed, but
 * only from this origin; everything else (images, fonts, the push websocket, form posts, framing)
 * is held to {@code 'self'}, and plugins and foreign base URLs are off. {@code /mcp} serves JSON
 * and event streams, never a document: there nothing at all may load. Both deny the browser
 * features the app never uses (Permissions-Policy) and ask for HTTPS from then on (HSTS) when the
 * request came over HTTPS.
 */
public final class SecurityHeaders {

    public static final String PAGE_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; "
            + "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; "
            + "connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; "
            + "frame-ancestors 'self'";
    public static final String API_POLICY = "default-src 'none'; frame-ancestors 'none'";
    /**
     * Browser features the app never uses, denied to the page and to anything it frames; copying
     * to the clipboard (the MCP settings) stays allowed, and passkeys (Lab 7's passkey defence) to the
     * app's own pages only, never to a frame of another origin.
     */
    public static final String PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), "
            + "serial=(), hid=(), bluetooth=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), "
            + "display-capture=(), screen-wake-lock=(), xr-spatial-tracking=(), "
            + "publickey-credentials-get=(self), publickey-credentials-create=(self)";
    /** A year: browsers keep using HTTPS for this long after one secure answer. */
    static final long HSTS_SECONDS = 365L * 24 * 3600;

    private SecurityHeaders() {}

    public static Customizer<HeadersConfigurer<HttpSecurity>> forPages() {
        return headers -> eagerly(headers)
                .contentTypeOptions(Customizer.withDefaults())
                .frameOptions(HeadersConfigurer.FrameOptionsConfig::sameOrigin)
                .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN))
                .contentSecurityPolicy(csp -> csp.policyDirectives(PAGE_POLICY))
                .permissionsPolicyHeader(permissions -> permissions.policy(PERMISSIONS_POLICY))
                .httpStrictTransportSecurity(SecurityHeaders::overHttpsOnly);
    }

    public static Customizer<HeadersConfigurer<HttpSecurity>> forApi() {
        return headers -> eagerly(headers)
                .contentTypeOptions(Customizer.withDefaults())
                .frameOptions(HeadersConfigurer.FrameOptionsConfig::deny)
                .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.NO_REFERRER))
                .contentSecurityPolicy(csp -> csp.policyDirectives(API_POLICY))
                .permissionsPolicyHeader(permissions -> permissions.policy(PERMISSIONS_POLICY))
                .httpStrictTransportSecurity(SecurityHeaders::overHttpsOnly);
    }

    /**
     * HSTS, which Spring Security's writer sends only on a secure request: over TLS to this
     * server, or through a proxy the app is told to trust that says {@code X-Forwarded-Proto: https}.
     * Over plain HTTP (loopback, a workshop on a LAN) it is never sent, so nothing forces HTTPS there.
     */
    private static void overHttpsOnly(HeadersConfigurer<HttpSecurity>.HstsConfig hsts) {
        hsts.maxAgeInSeconds(HSTS_SECONDS).includeSubDomains(false);
    }

    /**
     * By default the headers are written when the response is committed, through a wrapper that
     * Vaadin's page responses go around; written before the request goes on, every response has them.
     */
    private static HeadersConfigurer<HttpSecurity> eagerly(HeadersConfigurer<HttpSecurity> headers) {
        return headers.withObjectPostProcessor(new ObjectPostProcessor<HeaderWriterFilter>() {
            @Override
            public <O extends HeaderWriterFilter> O postProcess(O filter) {
                filter.setShouldWriteHeadersEagerly(true);
                return filter;
            }
        });
    }
}
