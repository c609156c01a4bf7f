package org.consentlab;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.spring.SpringServlet;
import jakarta.servlet.http.HttpServlet;
import org.apache.tomcat.websocket.WsWebSocketContainer;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.servlet.ServletRegistrationBean;

/**
 * Vaadin's servlet gets small push buffers (Atmosphere reads them from the servlet's init
 * parameters, which win over Vaadin's 16,384); a value already set on the servlet stays, and no
 * other servlet is touched.
 */
class PushBuffersTest {

    private static final String TEXT = "org.atmosphere.websocket.maxTextMessageSize";

    @Test
    void vaadinsServletGetsSmallPushBuffersUnlessItsOwnSettingSaysOtherwise() {
        ServletRegistrationBean<SpringServlet> vaadin =
                new ServletRegistrationBean<>(new SpringServlet(null, true), "/*");
        vaadin.addInitParameter(TEXT, "65536");

        new PushBuffers().postProcessAfterInitialization(vaadin, "springServlet");

        assertThat(vaadin.getInitParameters())
                .containsEntry(TEXT, "65536")
                .containsEntry("org.atmosphere.websocket.bufferSize", "128")
                .containsEntry("org.atmosphere.websocket.maxBinaryMessageSize", "128");
    }

    @Test
    void otherServletsKeepTheirSettings() {
        ServletRegistrationBean<HttpServlet> other = new ServletRegistrationBean<>(new HttpServlet() {}, "/mcp");

        new PushBuffers().postProcessAfterInitialization(other, "mcp");

        assertThat(other.getInitParameters()).isEmpty();
    }

    @Test
    void eachWebsocketSessionOfTheContainerGetsSmallIncomingBuffers() {
        WsWebSocketContainer container = new WsWebSocketContainer();

        PushBuffers.sizeIncoming(container);

        assertThat(container.getDefaultMaxTextMessageBufferSize()).isEqualTo(512);
        assertThat(container.getDefaultMaxBinaryMessageBufferSize()).isEqualTo(128);
    }
}
