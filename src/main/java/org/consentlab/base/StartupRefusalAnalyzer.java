package org.consentlab.base;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.Ordered;

/**
 * Turns a {@link StartupRefusal} into Spring Boot's short failure report instead of the framework's
 * stack traces: the refusal is a setting to change, not a bug, and its own message says which.
 * Registered in {@code META-INF/spring.factories}, and first, so that no analyzer of the exceptions
 * that wrap it (a bean that could not be created) speaks for it.
 */
class StartupRefusalAnalyzer extends AbstractFailureAnalyzer<StartupRefusal> implements Ordered {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, StartupRefusal cause) {
        return new FailureAnalysis(cause.getMessage(), "Change the setting named above and start again.", cause);
    }

    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE;
    }
}
