package org.consentlab.base;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.core.spi.FilterReply;
import org.junit.jupiter.api.Test;

/** Only a failure to cancel that came from a closing WebSocket is taken off the ERROR level. */
class PushClosedLogFilterTest {

    private final LoggerContext context = new LoggerContext();
    private final PushClosedLogFilter filter = new PushClosedLogFilter();

    @Test
    void aFailureWhileTheSocketClosesIsDropped() {
        assertThat(cancelFailed(thrownFrom(
                        "org.atmosphere.websocket.DefaultWebSocketProcessor",
                        "executeClose",
                        new IllegalStateException("The remote endpoint was in state [TEXT_FULL_WRITING]"))))
                .isEqualTo(FilterReply.DENY);
        assertThat(cancelFailed(thrownFrom(
                        "org.atmosphere.websocket.DefaultWebSocketProcessor",
                        "close",
                        new NullPointerException("resource is null"))))
                .isEqualTo(FilterReply.DENY);
    }

    @Test
    void anyOtherFailureStaysAnError() {
        assertThat(cancelFailed(thrownFrom(
                        "org.atmosphere.cpr.AsynchronousProcessor",
                        "timedout",
                        new IllegalStateException("elsewhere"))))
                .as("not while a socket closed")
                .isEqualTo(FilterReply.NEUTRAL);
        assertThat(filter.decide(
                        null,
                        context.getLogger(PushClosedLogFilter.PROCESSOR_LOGGER),
                        Level.ERROR,
                        "Failed to cancel resource: {}",
                        new Object[] {"uuid"},
                        null))
                .as("no failure given")
                .isEqualTo(FilterReply.NEUTRAL);
        Throwable closing = thrownFrom(
                "org.atmosphere.websocket.DefaultWebSocketProcessor", "close", new IllegalStateException("x"));
        assertThat(filter.decide(
                        null,
                        context.getLogger("org.consentlab.Other"),
                        Level.ERROR,
                        "Failed to cancel resource: {}",
                        new Object[] {"uuid", closing},
                        null))
                .as("another logger")
                .isEqualTo(FilterReply.NEUTRAL);
        assertThat(filter.decide(
                        null,
                        context.getLogger(PushClosedLogFilter.PROCESSOR_LOGGER),
                        Level.ERROR,
                        "Something else: {}",
                        new Object[] {"uuid", closing},
                        null))
                .as("another line")
                .isEqualTo(FilterReply.NEUTRAL);
    }

    private FilterReply cancelFailed(Throwable failure) {
        // SLF4J hands a trailing throwable over as the last parameter; Atmosphere logs it so.
        return filter.decide(
                null,
                context.getLogger(PushClosedLogFilter.PROCESSOR_LOGGER),
                Level.ERROR,
                "Failed to cancel resource: {}",
                new Object[] {"e540632c", failure},
                null);
    }

    private static Throwable thrownFrom(String className, String method, Throwable failure) {
        failure.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("org.apache.tomcat.websocket.WsRemoteEndpointImplBase", "checkState", null, 1),
            new StackTraceElement(className, method, null, 2),
            new StackTraceElement("org.apache.tomcat.websocket.WsSession", "onClose", null, 3)
        });
        return failure;
    }
}
