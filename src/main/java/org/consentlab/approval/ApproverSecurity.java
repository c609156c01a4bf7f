package org.consentlab.approval;

import com.vaadin.flow.spring.security.RequestUtil;
import com.vaadin.flow.spring.security.VaadinSecurityConfigurer;
import org.consentlab.approval.ui.ApprovalViews;
import org.consentlab.security.CsrfTokens;
import org.consentlab.security.SecurityHeaders;
import org.consentlab.security.SignInThrottle;
import org.consentlab.security.SignInThrottleFilter;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter;
import org.springframework.security.web.context.RequestAttributeSecurityContextRepository;
import org.springframework.security.web.savedrequest.HttpSessionRequestCache;
import org.springframework.security.web.savedrequest.NullRequestCache;
import org.springframework.security.web.savedrequest.RequestCache;
import org.springframework.security.web.session.DisableEncodeUrlFilter;

/**
 * Two filter chains. The MCP endpoint gets its own, which lets every request through to the
 * endpoint's bearer-token filter: without it, the page chain would answer an agent's
 * {@code POST /mcp} with a redirect to the sign-in page. Everything else runs through Vaadin's
 * chain, where each page says who may open it ({@code @AnonymousAllowed} or {@code @RolesAllowed})
 * and an approver signs in with a form.
 *
 * <p>CSRF: Vaadin's configurer exempts the sign-in form's POST from Spring Security's CSRF check,
 * which lets another site sign a browser in (login CSRF). Its CSRF setup is switched off here and
 * redone without that exemption: only Vaadin's own internal requests, which carry Vaadin's own
 * token, are left out. The LoginForm copies the token from the page's {@code _csrf} meta tags; a
 * token that cannot be read at all is a wrong token (403), never an error ({@link CsrfTokens}).
 */
@Configuration(proxyBeanMethods = false)
class ApproverSecurity {

    /**
     * {@code /mcp} is authenticated by its bearer token ({@code McpAccessFilter}), holds no HTTP
     * session and no Spring Security sign-in, and its throttles are its own filters; this chain
     * writes the API's headers and lets the request on. What a session-and-form site needs does
     * nothing on it and is left out, since every agent request paid for it: the request cache and
     * the filters that follow a session (nothing is saved in one, a security context lives for
     * the request only), logout (its address is not under {@code /mcp}), the anonymous sign-in
     * and the servlet API's view of a signed-in person (nobody is signed in here).
     */
    @Bean
    @Order(1)
    SecurityFilterChain mcpChain(HttpSecurity http) throws Exception {
        http.setSharedObject(RequestCache.class, new NullRequestCache());
        return http.securityMatcher("/mcp", "/mcp/**")
                .csrf(AbstractHttpConfigurer::disable)
                .securityContext(
                        context -> context.securityContextRepository(new RequestAttributeSecurityContextRepository()))
                .sessionManagement(AbstractHttpConfigurer::disable)
                // What session management brought that still matters: no session id is ever put in a URL.
                .addFilter(new DisableEncodeUrlFilter())
                .requestCache(AbstractHttpConfigurer::disable)
                .logout(AbstractHttpConfigurer::disable)
                .anonymous(AbstractHttpConfigurer::disable)
                .servletApi(AbstractHttpConfigurer::disable)
                .formLogin(AbstractHttpConfigurer::disable)
                .httpBasic(AbstractHttpConfigurer::disable)
                .authorizeHttpRequests(requests -> requests.anyRequest().permitAll())
                .headers(SecurityHeaders.forApi())
                .build();
    }

    @Bean
    @Order(2)
    SecurityFilterChain pageChain(HttpSecurity http, RequestUtil vaadinRequests, SignInThrottle throttle)
            throws Exception {
        return http.csrf(csrf -> csrf.ignoringRequestMatchers(vaadinRequests::isFrameworkInternalRequest)
                        .csrfTokenRequestHandler(new CsrfTokens()))
                .headers(SecurityHeaders.forPages())
                .addFilterBefore(
                        new SignInThrottleFilter(throttle, "/login"), UsernamePasswordAuthenticationFilter.class)
                // Vaadin's request cache keeps its own rules and delegates the saving to this one, which
                // returns a person to the page they asked for as it was (/instructor), without the
                // ?continue marker Spring Security adds by default.
                .requestCache(cache -> cache.requestCache(plainAddressCache()))
                .authorizeHttpRequests(requests -> requests
                        // Testers and learners read their sandbox with nothing but its cookie.
                        .requestMatchers(HttpMethod.GET, "/api/sandbox/export")
                        .permitAll()
                        // A new API stays closed until someone opens it here on purpose.
                        .requestMatchers("/api/**")
                        .denyAll())
                .with(
                        VaadinSecurityConfigurer.vaadin(),
                        vaadin -> vaadin.enableCsrfConfiguration(false)
                                .loginView(ApprovalViews.LOGIN)
                                .defaultSuccessUrl("/" + ApprovalViews.SIGNED_IN)
                                // Vaadin already guards every route by its annotations (here and on each
                                // navigation). What is left: addresses no route knows, which must reach the
                                // not-found page, not a learner-puzzling sign-in form; and the error dispatch
                                // (/error) of the MCP filter's own 401/403, which must not turn into a 302.
                                .anyRequest(url -> url.permitAll()))
                .build();
    }

    private static HttpSessionRequestCache plainAddressCache() {
        HttpSessionRequestCache cache = new HttpSessionRequestCache();
        cache.setMatchingRequestParameterName(null);
        return cache;
    }
}
