package org.consentlab;

import com.vaadin.flow.spring.SpringServlet;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.websocket.WebSocketContainer;
import jakarta.websocket.server.ServerContainer;
import java.util.Map;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.web.servlet.ServletContextInitializer;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.stereotype.Component;

/**
 * Push's per-page buffers, sized for what this app's pages send over their websocket. Vaadin sets
 * three Atmosphere settings to 16,384 for every push connection, and each open page pays for them
 * for as long as it is open. Push runs as websocket for the server's messages and XHR for the
 * page's requests (Vaadin's default transport, {@link AppShell}), so what arrives on the socket is
 * only the push client's own small frames (a heartbeat's one character); messages to the page are
 * bounded by none of these (Tomcat writes a longer message in several passes):
 *
 * <ul>
 *   <li>Tomcat's buffer for a whole incoming text message: 512 chars (1 KiB). Tomcat allocates it
 *       when the websocket opens, at its container's default, before Atmosphere sets the session's
 *       limit, so both are set: the container's default (once the servlet context has it) and
 *       Atmosphere's setting;
 *   <li>its buffer for an incoming binary message, which a page never sends: 128 bytes, likewise;
 *   <li>Atmosphere's own byte and char buffers of each websocket, which it reads into only when a
 *       container streams a message to it (Tomcat's JSR 356 endpoint hands it whole strings) and
 *       which grow when used: 128 each.
 * </ul>
 *
 * What each saves a learner is in docs/performance.md. A client
 * message over the text size closes its websocket (1009, too big), and the page reconnects. Vaadin
 * lets a servlet init parameter win over its own value, so an operator's setting on the servlet
 * still wins over these.
 */
@Component
class PushBuffers implements BeanPostProcessor, ServletContextInitializer {

    static final int TEXT = 512;
    static final int BINARY = 128;

    static final Map<String, String> SETTINGS = Map.of(
            "org.atmosphere.websocket.bufferSize", "128",
            "org.atmosphere.websocket.maxTextMessageSize", String.valueOf(TEXT),
            "org.atmosphere.websocket.maxBinaryMessageSize", String.valueOf(BINARY));

    @Override
    public void onStartup(ServletContext context) {
        context.addListener(new ServletContextListener() {
            @Override
            public void contextInitialized(ServletContextEvent event) {
                // Tomcat's websocket support has put its container here by now; without it there is no push to size.
                if (event.getServletContext().getAttribute(ServerContainer.class.getName())
                        instanceof ServerContainer container) {
                    sizeIncoming(container);
                }
            }
        });
    }

    /** The buffers each new websocket session of {@code container} allocates for incoming messages. */
    static void sizeIncoming(WebSocketContainer container) {
        container.setDefaultMaxTextMessageBufferSize(TEXT);
        container.setDefaultMaxBinaryMessageBufferSize(BINARY);
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (bean instanceof ServletRegistrationBean<?> registration
                && registration.getServlet() instanceof SpringServlet) {
            SETTINGS.forEach((name, value) -> {
                if (!registration.getInitParameters().containsKey(name)) {
                    registration.addInitParameter(name, value);
                }
            });
        }
        return bean;
    }
}
