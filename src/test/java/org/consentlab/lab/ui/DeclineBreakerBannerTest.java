package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import org.consentlab.LabBrowserlessTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/** The breaker's banner goes by itself when the breaker lifts, though nothing is recorded at that moment. */
@TestPropertySource(properties = "consentlab.gate.decline-breaker.window=PT6S")
class DeclineBreakerBannerTest extends LabBrowserlessTest {

    @Test
    void theBannerGoesWhenTheWindowHasPassed() {
        navigate(AccountLabView.class);
        for (int i = 0; i < 3; i++) {
            test(find(Button.class).id("simulate-agent")).click();
            test(find(Button.class).id("consent-cancel")).click();
        }
        await(
                "the breaker banner",
                () -> find(Div.class).withId("decline-breaker").exists());
        assertThat(find(Div.class).id("decline-breaker").getElement().getAttribute("data-tools"))
                .isEqualTo("delete_account");

        await(
                "the banner to go by itself",
                () -> !find(Div.class).withId("decline-breaker").exists());
        test(find(Button.class).id("simulate-agent")).click();
        assertThat(find(Div.class).withId("consent-gate").exists())
                .as("agents may ask again")
                .isTrue();
    }
}
