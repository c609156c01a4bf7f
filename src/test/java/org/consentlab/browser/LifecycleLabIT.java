package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Lab 5 in real Chromium: Correct and Fires early show the person the same dialog, and only the
 * wire (read through the export, as a tester would) and the verdict tell them apart.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class LifecycleLabIT {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @BeforeEach
    void open() throws Exception {
        browser.get(chromium.url("/labs/lifecycle"));
        waitFor(browser).until(d -> present(d, "lifecycle-step-counter"));
    }

    @Test
    void correctAndFiresEarlyLookTheSameButOnlyTheWireTellsThemApart() throws Exception {
        List<String> correctScreen = stepToTheDialog("send_payment", "correct", "correct");
        assertThat(text(browser, "verdict")).isEqualTo("No request has left yet.");
        assertThat(wire()).isEmpty();
        click(browser, "lifecycle-confirm");
        waitFor(browser).until(d -> text(d, "verdict").equals("PASS"));
        screenshot(browser, "lab5-send-payment-correct-done");
        JsonNode afterCorrect = exported();
        long decided = afterCorrect.get("gates").get(0).get("decisionSeq").asLong();
        assertThat(wire())
                .singleElement()
                .satisfies(w -> assertThat(w.get("seq").asLong()).isGreaterThan(decided));

        click(browser, "lifecycle-reset");
        waitFor(browser).until(d -> text(d, "lifecycle-step-counter").equals("step 00 / 00"));
        List<String> firesEarlyScreen = stepToTheDialog("send_payment", "fires-early", "fires-early");

        assertThat(firesEarlyScreen).isEqualTo(correctScreen);
        waitFor(browser).until(d -> text(d, "verdict").equals("FAIL"));
        // The payment is on the wire while the dialog is still asking.
        assertThat(present(browser, "lifecycle-confirm")).isTrue();
        assertThat(wire())
                .hasSize(2)
                .last()
                .satisfies(w -> assertThat(
                                w.get("method").asString() + " " + w.get("path").asString())
                        .isEqualTo("POST /api/payments"));
        click(browser, "lifecycle-confirm");
        waitFor(browser).until(d -> text(d, "verdict-reason").contains("before the person agreed"));
        screenshot(browser, "lab5-send-payment-fires-early-done");
    }

    @Test
    void withTheWireHeldTheEarlyRequestWaitsVisiblyWhileTheDialogAsks() throws Exception {
        pick(browser, "lifecycle-action", "refund_order");
        pick(browser, "lifecycle-behaviour", "fires-early");
        click(browser, "hold-wire");
        waitFor(browser)
                .until(d -> "true"
                        .equals(d.findElement(org.openqa.selenium.By.id("hold-wire"))
                                .getDomProperty("checked")));
        stepToTheDialog("refund_order", "fires-early", "held");
        waitFor(browser).until(d -> text(d, "held-requests").contains("HELD"));
        assertThat(text(browser, "held-requests"))
                .contains("POST /api/orders/ORD-1042/refund")
                .contains("On the person's screen at that instant: confirmation on screen");
        assertThat(wire())
                .singleElement()
                .satisfies(w -> assertThat(w.get("hold").asString()).isEqualTo("HELD"));
        screenshot(browser, "lab5-held-while-dialog-waits");

        click(browser, "release-wire");
        waitFor(browser).until(d -> text(d, "lifecycle-decision-result").equals("Released 1 held request(s)."));
        assertThat(wire())
                .singleElement()
                .satisfies(w -> assertThat(w.get("hold").asString()).isEqualTo("RELEASED"));
        assertThat(present(browser, "lifecycle-dialog")).isTrue();
    }

    /** Picks, steps until the page shows its dialog (a screenshot per step), and returns what the dialog says. */
    private List<String> stepToTheDialog(String action, String behaviour, String shots) throws Exception {
        if (!text(browser, "lifecycle-behaviour").contains(behaviour)
                || !text(browser, "lifecycle-action").contains(action)) {
            pick(browser, "lifecycle-action", action);
            pick(browser, "lifecycle-behaviour", behaviour);
        }
        stepUntilDialog(browser, step -> screenshot(browser, "lab5-" + action + "-" + shots + "-step-" + step));
        List<String> seen = new ArrayList<>();
        for (String id :
                List.of("lifecycle-dialog-title", "lifecycle-dialog-text", "lifecycle-confirm", "lifecycle-cancel")) {
            seen.add(text(browser, id));
        }
        return seen;
    }

    private JsonNode exported() {
        return JSON.readTree(export(browser));
    }

    private List<JsonNode> wire() {
        return exported().get("wire").valueStream().toList();
    }
}
