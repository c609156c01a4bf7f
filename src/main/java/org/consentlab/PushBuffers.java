package org.consentlab;

import com.vaadin.flow.spring.SpringServlet;
import java.util.Map;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.stereotype.Component;

/**
 * Push's per-page buffers, sized for what this app's pages send over their websocket. Vaadin sets
 * three Atmosphere settings to 16,384 for every push connection, and each open page pays for them:
 * Tomcat's buffers for a whole incoming text message (16,384 chars) and binary message (16 KiB),
 * and Atmosphere's own byte and char buffers of that size, which it allocates per websocket but
 * only clears on close. A page here sends nothing of size over its websocket: push runs as
 * websocket for the server's messages and XHR for the page's requests (Vaadin's default
 * transport, {@link AppShell}), so what arrives on the socket is the push client's own small
 * frames; messages to the page are not bounded by these buffers (Tomcat writes a longer message
 * in several passes). 2,048 matches Tomcat's other websocket buffers ({@link Application}) and
 * saves about 43 KiB per learner (docs/performance.md). Vaadin lets a servlet init parameter win
 * over its own value, so an operator's setting on the servlet still wins over this one.
 */
@Component
class PushBuffers implements BeanPostProcessor {

    static final String SIZE = "2048";

    static final Map<String, String> SETTINGS = Map.of(
            "org.atmosphere.websocket.bufferSize", SIZE,
            "org.atmosphere.websocket.maxTextMessageSize", SIZE,
            "org.atmosphere.websocket.maxBinaryMessageSize", SIZE);

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
