package org.consentlab.bench;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Counts the Vaadin UIs that are open in the server, so the bench knows when a page has really closed. */
@Configuration(proxyBeanMethods = false)
class OpenPages {

    static final AtomicInteger OPEN = new AtomicInteger();

    @Bean
    VaadinServiceInitListener countOpenPages() {
        return (ServiceInitEvent event) -> event.getSource().addUIInitListener(init -> {
            OPEN.incrementAndGet();
            init.getUI().addDetachListener(detach -> OPEN.decrementAndGet());
        });
    }
}
