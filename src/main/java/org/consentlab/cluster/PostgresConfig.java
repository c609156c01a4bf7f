package org.consentlab.cluster;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;

/** What the {@code postgres} profile adds on top of the standard {@code spring.datasource.*} settings. */
@Configuration(proxyBeanMethods = false)
@Profile("postgres")
class PostgresConfig {

    @Bean
    static NodeName nodeName() {
        return new NodeName();
    }
}
