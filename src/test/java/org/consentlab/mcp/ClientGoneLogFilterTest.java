package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.core.spi.FilterReply;
import org.junit.jupiter.api.Test;

/** Only a client that disconnected is taken off the ERROR level; every other failure to send stays there. */
class ClientGoneLogFilterTest {

    private final LoggerContext context = new LoggerContext();
    private final ClientGoneLogFilter filter = new ClientGoneLogFilter();

    @Test
    void aDisconnectedClientAndItsFollowUpLineAreDropped() {
        assertThat(transport("s-1", "Client disconnected")).isEqualTo(FilterReply.DENY);
        assertThat(provider("Failed to send message to session s-1")).isEqualTo(FilterReply.DENY);
    }

    @Test
    void anyOtherFailureStaysAnError() {
        assertThat(transport("s-2", "No serializer found for class x")).isEqualTo(FilterReply.NEUTRAL);
        assertThat(provider("Failed to send message to session s-2"))
                .as("its client did not go away")
                .isEqualTo(FilterReply.NEUTRAL);
        assertThat(provider("Request handler failed")).isEqualTo(FilterReply.NEUTRAL);
        assertThat(filter.decide(
                        null,
                        context.getLogger("org.consentlab.Other"),
                        Level.ERROR,
                        "Failed to send message to session {}: {}",
                        new Object[] {"s-3", "Client disconnected"},
                        null))
                .as("another logger")
                .isEqualTo(FilterReply.NEUTRAL);
    }

    private FilterReply transport(String session, String problem) {
        return filter.decide(
                null,
                context.getLogger(ClientGoneLogFilter.TRANSPORT_LOGGER),
                Level.ERROR,
                "Failed to send message to session {}: {}",
                new Object[] {session, problem},
                null);
    }

    private FilterReply provider(String problem) {
        return filter.decide(
                null,
                context.getLogger(ClientGoneLogFilter.PROVIDER_LOGGER),
                Level.ERROR,
                "Failed to handle request stream: {}",
                new Object[] {problem},
                null);
    }
}
