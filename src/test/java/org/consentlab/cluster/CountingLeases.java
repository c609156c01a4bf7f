package org.consentlab.cluster;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockProvider;
import net.javacrumbs.shedlock.core.SimpleLock;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Counts, per node, how often a timed job asked for its lease and how often it got it (and so ran). */
@Configuration(proxyBeanMethods = false)
public class CountingLeases {

    public record Counts(AtomicInteger asked, AtomicInteger granted) {}

    @Bean
    Counts leaseCounts() {
        return new Counts(new AtomicInteger(), new AtomicInteger());
    }

    @Bean
    static BeanPostProcessor countLeases(org.springframework.beans.factory.ObjectProvider<Counts> counts) {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                if (!(bean instanceof LockProvider provider)) {
                    return bean;
                }
                return (LockProvider) (LockConfiguration lock) -> {
                    counts.getObject().asked().incrementAndGet();
                    Optional<SimpleLock> got = provider.lock(lock);
                    got.ifPresent(held -> counts.getObject().granted().incrementAndGet());
                    return got;
                };
            }
        };
    }
}
