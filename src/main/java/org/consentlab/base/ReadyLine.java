package org.consentlab.base;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Says once, when the app is up, which address to open: the address and port the server really
 * bound (a random port included), so that a person starting the jar need not read the framework's
 * start-up lines to find it.
 */
@Component
class ReadyLine {

    private static final Logger log = LoggerFactory.getLogger(ReadyLine.class);

    @EventListener
    void ready(ApplicationReadyEvent event) {
        if (event.getApplicationContext() instanceof WebServerApplicationContext web && web.getWebServer() != null) {
            log.info(line(
                    event.getApplicationContext().getEnvironment().getProperty("server.address"),
                    web.getWebServer().getPort()));
        }
    }

    /** The ready line for a server bound to {@code address} (blank: every interface) on {@code port}. */
    static String line(@Nullable String address, int port) {
        String host = address == null ? "" : address.strip();
        boolean everyInterface = host.isEmpty() || host.equals("0.0.0.0") || host.equals("::");
        String shown = everyInterface ? hostName() : host;
        return "Consent Lab is ready at http://" + (shown.contains(":") ? "[" + shown + "]" : shown) + ":" + port + "/"
                + (everyInterface ? " (listening on every address of this machine)" : "");
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
