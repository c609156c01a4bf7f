package org.consentlab.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.html.Paragraph;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest
class NotFoundViewTest extends SpringBrowserlessTest {

    @Test
    void aWrongAddressSaysSoAndOffersAWayBack() {
        navigate("labs/nowhere", NotFoundView.class);

        assertThat(find(Paragraph.class).id("not-found").getText()).isEqualTo("There is no page at /labs/nowhere.");
    }
}
