package org.consentlab.security;

import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.event.EventListener;
import org.springframework.security.authentication.event.AbstractAuthenticationFailureEvent;
import org.springframework.security.authentication.event.AuthenticationSuccessEvent;

/** Counts the passwords the app checked: every check ends in exactly one success or failure event. */
@TestConfiguration(proxyBeanMethods = false)
public class PasswordChecks {

    private final AtomicInteger checked = new AtomicInteger();

    @EventListener
    void failed(AbstractAuthenticationFailureEvent event) {
        checked.incrementAndGet();
    }

    @EventListener
    void succeeded(AuthenticationSuccessEvent event) {
        checked.incrementAndGet();
    }

    public int count() {
        return checked.get();
    }
}
