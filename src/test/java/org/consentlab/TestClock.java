package org.consentlab;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

/** A clock tests move by hand, so expiry is tested without sleeping. Starts at the real now. */
public class TestClock extends Clock {

    private final AtomicReference<Instant> now =
            new AtomicReference<>(Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MILLIS));

    public void advance(Duration duration) {
        now.updateAndGet(at -> at.plus(duration));
    }

    /** Each reading moves one millisecond on, so that ordered events never share a timestamp by accident. */
    @Override
    public Instant instant() {
        return now.getAndUpdate(at -> at.plusMillis(1));
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @TestConfiguration(proxyBeanMethods = false)
    public static class Config {

        @Bean
        @Primary
        TestClock testClock() {
            return new TestClock();
        }
    }
}
