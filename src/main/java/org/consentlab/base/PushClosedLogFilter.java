package org.consentlab.base;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import java.util.Arrays;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;

/**
 * A browser that closes its tab or quits closes the page's push WebSocket, and Atmosphere (3.0.5)
 * then tidies up the page's push resource. When a push to that page was being written at that
 * moment, or the resource was already let go, the tidying fails and Atmosphere logs
 * {@code Failed to cancel resource: …} at ERROR with a stack trace, though nothing is lost: the
 * page is gone and its resource is destroyed anyway. An ordinary tab close is no fault, so such a
 * line becomes one DEBUG line. Only that line, and only when the failure came from closing a
 * WebSocket ({@code DefaultWebSocketProcessor.close} in its trace): any other failure to cancel
 * stays an ERROR. Registered in {@code logback-spring.xml}.
 */
public final class PushClosedLogFilter extends TurboFilter {

    static final String PROCESSOR_LOGGER = "org.atmosphere.cpr.AsynchronousProcessor";
    private static final String CANCEL_FAILED = "Failed to cancel resource";
    private static final String SOCKET_CLOSING = "org.atmosphere.websocket.DefaultWebSocketProcessor";
    private static final org.slf4j.Logger log = LoggerFactory.getLogger(PushClosedLogFilter.class);

    @Override
    public FilterReply decide(
            @Nullable Marker marker,
            Logger logger,
            Level level,
            @Nullable String format,
            @Nullable Object @Nullable [] params,
            @Nullable Throwable t) {
        if (level != Level.ERROR
                || format == null
                || !format.startsWith(CANCEL_FAILED)
                || !PROCESSOR_LOGGER.equals(logger.getName())) {
            return FilterReply.NEUTRAL;
        }
        // SLF4J passes a trailing throwable among the parameters; Atmosphere logs it so.
        Throwable failure = t != null
                ? t
                : params != null && params.length > 0 && params[params.length - 1] instanceof Throwable last
                        ? last
                        : null;
        if (failure == null || !whileClosingASocket(failure)) {
            return FilterReply.NEUTRAL;
        }
        log.debug(
                "A page's push connection closed while Atmosphere was still writing to it or had let it go ({})",
                failure.toString());
        return FilterReply.DENY;
    }

    private static boolean whileClosingASocket(Throwable failure) {
        return Arrays.stream(failure.getStackTrace())
                .anyMatch(frame -> SOCKET_CLOSING.equals(frame.getClassName())
                        && frame.getMethodName().toLowerCase(Locale.ROOT).contains("close"));
    }
}
