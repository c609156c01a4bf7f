package org.consentlab.cluster;

import javax.sql.DataSource;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;

/** What the {@code postgres} profile adds on top of the standard {@code spring.datasource.*} settings. */
@Configuration(proxyBeanMethods = false)
@Profile("postgres")
class PostgresConfig {

    @Bean
    static BeanPostProcessor instantsAsTimestamps() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                return bean instanceof DataSource dataSource && !(bean instanceof InstantsAsTimestamps)
                        ? new InstantsAsTimestamps(dataSource) : bean;
            }
        };
    }
}
