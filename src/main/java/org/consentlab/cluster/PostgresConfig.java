package org.consentlab.cluster;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * What the {@code postgres} profile adds on top of the standard {@code spring.datasource.*} settings. The
 * profile is read when the app starts, not by {@code @Profile}: the build's AOT processing would fix a
 * {@code @Profile} once for every start of the jar, and nodes started with it would share no changes.
 */
@Configuration(proxyBeanMethods = false)
class PostgresConfig {

    @Bean
    static NodeName nodeName(Environment environment) {
        return new NodeName(environment.matchesProfiles("postgres"));
    }
}
