package org.consentlab;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import org.junit.jupiter.api.Test;

/**
 * A page's long last response is kept compressed between requests and given back whole before
 * the next one, so that a resent request is answered with the very same text; a short one stays.
 */
class LastResponsesTest {

    @Test
    void aLongLastResponseIsCompactedAndGivenBackWhole() {
        UI ui = new UI();
        StringBuilder render = new StringBuilder("{\"syncId\":0,\"changes\":[");
        for (int node = 0; render.length() <= LastResponses.KEPT_AS_IS; node++) {
            render.append(
                    "{\"node\":%d,\"type\":\"put\",\"key\":\"text\",\"value\":\"Status · ACTIVE\"},".formatted(node));
        }
        String response = render.append("]}").toString();
        ui.getInternals().setLastRequestResponse(response);

        LastResponses.compact(ui);
        assertThat(ui.getInternals().getLastRequestResponse()).isNull();

        LastResponses.restore(ui);
        assertThat(ui.getInternals().getLastRequestResponse()).isEqualTo(response);
        LastResponses.restore(ui);
        assertThat(ui.getInternals().getLastRequestResponse()).isEqualTo(response);
    }

    @Test
    void aShortLastResponseStaysAsItIs() {
        UI ui = new UI();
        ui.getInternals().setLastRequestResponse("{\"syncId\":3}");

        LastResponses.compact(ui);
        LastResponses.restore(ui);

        assertThat(ui.getInternals().getLastRequestResponse()).isEqualTo("{\"syncId\":3}");
    }
}
