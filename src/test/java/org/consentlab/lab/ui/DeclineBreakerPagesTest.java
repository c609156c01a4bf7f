package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.Element;
import org.consentlab.LabBrowserlessTest;
import org.junit.jupiter.api.Test;

/**
 * The breaker's banner is in full on the page where it tripped, naming what it holds back and what
 * it does not, and one folded line on every other page (at the default window, so it stays on).
 */
class DeclineBreakerPagesTest extends LabBrowserlessTest {

    @Test
    void theBannerIsInFullWhereItTrippedAndOneFoldedLineElsewhere() {
        navigate(AccountLabView.class);
        for (int i = 0; i < 3; i++) {
            test(find(Button.class).id("simulate-agent")).click();
            test(find(Button.class).id("consent-cancel")).click();
        }
        await(
                "the breaker banner",
                () -> find(Div.class).withId("decline-breaker").exists());
        Element banner = find(Div.class).id("decline-breaker").getElement();
        assertThat(banner.getClassList()).doesNotContain("compact");
        assertThat(details(banner).hasAttribute("open"))
                .as("open on Lab 4, where it tripped")
                .isTrue();
        assertThat(details(banner).getChild(0).getText())
                .isEqualTo(
                        "Decline breaker holds back agents' delete_account requests, " + "not your buttons or runs.");
        assertThat(details(banner).getChild(1).getText())
                .contains(
                        "3 declines in a row",
                        "the agent panel, the Tool Inspector, WebMCP and MCP are refused",
                        "Not held back: this page's own buttons",
                        "Lab 5's Play and Step, Lab 7's Run");

        UI.getCurrent().navigate("labs/reports");
        await(
                "the compact banner",
                () -> find(Div.class).withId("decline-breaker").exists()
                        && find(Div.class)
                                .id("decline-breaker")
                                .getElement()
                                .getClassList()
                                .contains("compact"));
        Element elsewhere = find(Div.class).id("decline-breaker").getElement();
        assertThat(details(elsewhere).hasAttribute("open"))
                .as("folded on Lab 6")
                .isFalse();
        assertThat(find(Button.class).withId("decline-breaker-lift").exists()).isTrue();
    }

    private static Element details(Element banner) {
        return banner.getChildren()
                .filter(child -> child.getTag().equals("details"))
                .findFirst()
                .orElseThrow();
    }
}
