package org.consentlab.security;

import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/** Puts {@link UnreadableRequestFilter} around everything else that may read a request's form, on every path. */
@Configuration(proxyBeanMethods = false)
class UnreadableRequests {

    @Bean
    FilterRegistrationBean<UnreadableRequestFilter> unreadableRequestFilter() {
        FilterRegistrationBean<UnreadableRequestFilter> registration =
                new FilterRegistrationBean<>(new UnreadableRequestFilter(new LogAllowance()));
        registration.setName("unreadableRequests");
        registration.addUrlPatterns("/*");
        registration.setAsyncSupported(true);
        // Right after the character encoding filter (the first), before Spring Security and the MCP filters.
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 1);
        return registration;
    }
}
