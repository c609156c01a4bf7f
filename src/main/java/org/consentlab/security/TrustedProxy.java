package org.consentlab.security;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.tomcat.ConfigurableTomcatWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * With {@code consentlab.proxy.secret} set (deploy/cluster sets it on every node and has HAProxy
 * send it), forwarded headers count only on requests that carry it
 * ({@link ForwardedHeadersFromTheProxyOnly}). Unset, nothing changes: the container trusts the
 * proxies named by {@code server.tomcat.remoteip.internal-proxies}, as before.
 */
@Configuration(proxyBeanMethods = false)
class TrustedProxy {

    @Bean
    ProxySecretCheck proxySecretCheck(@Value("${consentlab.proxy.secret:}") String secret) {
        return new ProxySecretCheck(secret);
    }

    /**
     * First of every customizer, so the valve goes in before the RemoteIpValve that Spring Boot
     * adds for {@code server.forward-headers-strategy=native}: valves run in the order they were added.
     */
    record ProxySecretCheck(String secret)
            implements WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory>, Ordered {

        @Override
        public void customize(ConfigurableTomcatWebServerFactory factory) {
            if (!secret.isBlank()) {
                factory.addEngineValves(new ForwardedHeadersFromTheProxyOnly(secret));
            }
        }

        @Override
        public int getOrder() {
            return Ordered.HIGHEST_PRECEDENCE;
        }
    }
}
