package org.consentlab.approval;

import com.vaadin.flow.spring.security.RequestUtil;
import com.vaadin.flow.spring.security.VaadinSecurityConfigurer;
import org.consentlab.security.SecurityHeaders;
import org.consentlab.security.SignInThrottle;
import org.consentlab.security.SignInThrottleFilter;
import org.consentlab.approval.ui.ApprovalViews;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter;
import org.springframework.security.web.savedrequest.HttpSessionRequestCache;

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
 * token, are left out. The LoginForm copies the token from the page's {@code _csrf} meta tags.
 */
@Configuration(proxyBeanMethods = false)
class ApproverSecurity {

    @Bean
    @Order(1)
    SecurityFilterChain mcpChain(HttpSecurity http) throws Exception {
        return http.securityMatcher("/mcp", "/mcp/**")
                .csrf(AbstractHttpConfigurer::disable)
                .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
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
        return http
                .csrf(csrf -> csrf.ignoringRequestMatchers(vaadinRequests::isFrameworkInternalRequest))
                .headers(SecurityHeaders.forPages())
                .addFilterBefore(new SignInThrottleFilter(throttle, "/login"), UsernamePasswordAuthenticationFilter.class)
                // Vaadin's request cache keeps its own rules and delegates the saving to this one, which
                // returns a person to the page they asked for as it was (/instructor), without the
                // ?continue marker Spring Security adds by default.
                .requestCache(cache -> cache.requestCache(plainAddressCache()))
                .authorizeHttpRequests(requests -> requests
                        // Testers and learners read their sandbox with nothing but its cookie.
                        .requestMatchers(HttpMethod.GET, "/api/sandbox/export").permitAll()
                        // A new API stays closed until someone opens it here on purpose.
                        .requestMatchers("/api/**").denyAll())
                .with(VaadinSecurityConfigurer.vaadin(), vaadin -> vaadin
                        .enableCsrfConfiguration(false)
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
