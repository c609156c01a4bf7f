package org.consentlab;

import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.stereotype.Component;

/**
 * Tomcat gives every connection a read and a write buffer of 8 KiB that live as long as the
 * connection, and every open page holds one connection for good: its push websocket. What goes
 * over it is small redraws and the page's own small frames, and a longer message just takes more
 * passes through a smaller buffer: Tomcat reads a message into its own buffer straight from the
 * socket when that buffer is at least this long, and writes through this buffer a piece at a time
 * (a 10 KiB redraw: ten writes to the socket, not three). 1 KiB each hold 2 KiB a learner instead
 * of 16 (docs/performance.md).
 * An operator's {@code server.tomcat} settings are applied before this and do not name these two.
 */
@Component
class SocketBuffers implements WebServerFactoryCustomizer<TomcatServletWebServerFactory> {

    static final String SIZE = "1024";

    @Override
    public void customize(TomcatServletWebServerFactory factory) {
        factory.addConnectorCustomizers(connector -> {
            connector.setProperty("socket.appReadBufSize", SIZE);
            connector.setProperty("socket.appWriteBufSize", SIZE);
        });
    }
}
