package org.consentlab.history;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.convert.ApplicationConversionService;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** A keep no longer than a gate lives is refused at start, naming both settings; a longer one starts. */
class RetentionKeepTest {

    /** Durations are read from the properties as the application reads them (its conversion service). */
    private final ApplicationContextRunner context = new ApplicationContextRunner()
            .withInitializer(started ->
                    started.getBeanFactory().setConversionService(ApplicationConversionService.getSharedInstance()))
            .withUserConfiguration(RetentionKeep.class);

    @Test
    void aKeepShorterThanTheGateTtlIsRefusedAtStartNamingBothSettings() {
        context.withPropertyValues("consentlab.history.keep=PT30S", "consentlab.gate.ttl=PT10M")
                .run(started -> {
                    assertThat(started).hasFailed();
                    assertThat(started.getStartupFailure())
                            .rootCause()
                            .hasMessageContaining("consentlab.history.keep=PT30S")
                            .hasMessageContaining("consentlab.gate.ttl=PT10M");
                });
    }

    @Test
    void aKeepLongerThanTheGateTtlStarts() {
        context.withPropertyValues("consentlab.history.keep=PT15M", "consentlab.gate.ttl=PT10M")
                .run(started -> assertThat(started).hasNotFailed().hasSingleBean(RetentionKeep.class));
    }
}
