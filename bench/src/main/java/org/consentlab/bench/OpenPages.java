package org.consentlab.bench;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Counts the Vaadin UIs that are open in the server, so the bench knows when a page has really
 * closed, and notes whether Vaadin's service came up in production mode. Loaded into the app's JVM
 * beside {@link AppControl}, which answers the bench with both.
 */
@Configuration(proxyBeanMethods = false)
class OpenPages {

    static final AtomicInteger OPEN = new AtomicInteger();

    private static volatile boolean production;

    @Bean
    VaadinServiceInitListener countOpenPages() {
        return (ServiceInitEvent event) -> {
            production = event.getSource().getDeploymentConfiguration().isProductionMode();
            event.getSource().addUIInitListener(init -> {
                OPEN.incrementAndGet();
                init.getUI().addDetachListener(detach -> OPEN.decrementAndGet());
            });
        };
    }

    /** Whether the app's Vaadin service runs in production mode (false until it has started). */
    static boolean production() {
        return production;
    }
}
