package org.consentlab.mcp;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;

/**
 * A client that goes away before its answer is written is the client's doing, not a fault of the
 * server: one INFO line per MCP session instead of the SDK's (2.2.0) two ERROR lines per call,
 * {@code McpTransport: Failed to send message to session S: Client disconnected} and then
 * {@code HttpServletStreamableServerTransportProvider: Failed to handle request stream: Failed to
 * send message to session S}. Only those two, and only when the first says the client
 * disconnected: any other failure to send (a message that cannot be written, say) stays an ERROR.
 * A logging level cannot tell them apart, since the same loggers report the server's own faults.
 * Registered in {@code logback-spring.xml}.
 */
public final class ClientGoneLogFilter extends TurboFilter {

    static final String TRANSPORT_LOGGER = "io.modelcontextprotocol.spec.McpTransport";
    static final String PROVIDER_LOGGER =
            "io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider";
    private static final String SEND_FAILED = "Failed to send message to session ";
    private static final int REMEMBERED = 4096;
    private static final org.slf4j.Logger log = LoggerFactory.getLogger(ClientGoneLogFilter.class);

    /** Sessions whose client went away lately: their follow-up line is dropped, and they are reported once. */
    private final Set<String> gone =
            Collections.synchronizedSet(Collections.newSetFromMap(new LinkedHashMap<String, Boolean>() {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
                    return size() > REMEMBERED;
                }
            }));

    @Override
    public FilterReply decide(
            @Nullable Marker marker,
            Logger logger,
            Level level,
            @Nullable String format,
            @Nullable Object @Nullable [] params,
            @Nullable Throwable t) {
        if (level != Level.ERROR || format == null || params == null) {
            return FilterReply.NEUTRAL;
        }
        String name = logger.getName();
        if (TRANSPORT_LOGGER.equals(name)
                && format.startsWith(SEND_FAILED)
                && params.length == 2
                && "Client disconnected".equals(params[1])) {
            String session = String.valueOf(params[0]);
            if (gone.add(session)) {
                log.info(
                        "MCP client went away before its answer was sent (session {}); its call is recorded as usual",
                        session);
            }
            return FilterReply.DENY;
        }
        if (PROVIDER_LOGGER.equals(name)
                && format.startsWith("Failed to handle request stream")
                && params.length == 1
                && params[0] instanceof String problem
                && problem.startsWith(SEND_FAILED)
                && gone.contains(problem.substring(SEND_FAILED.length()).strip())) {
            return FilterReply.DENY;
        }
        return FilterReply.NEUTRAL;
    }
}
