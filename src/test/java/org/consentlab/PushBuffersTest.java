package org.consentlab;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.spring.SpringServlet;
import jakarta.servlet.http.HttpServlet;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.servlet.ServletRegistrationBean;

/**
 * Vaadin's servlet gets push buffers of 2,048 (Atmosphere reads them from the servlet's init
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
                .containsEntry("org.atmosphere.websocket.bufferSize", "2048")
                .containsEntry("org.atmosphere.websocket.maxBinaryMessageSize", "2048");
    }

    @Test
    void otherServletsKeepTheirSettings() {
        ServletRegistrationBean<HttpServlet> other = new ServletRegistrationBean<>(new HttpServlet() {}, "/mcp");

        new PushBuffers().postProcessAfterInitialization(other, "mcp");

        assertThat(other.getInitParameters()).isEmpty();
    }
}
