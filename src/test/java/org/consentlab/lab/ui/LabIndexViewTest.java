package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.tabs.TabSheet;
import com.vaadin.flow.component.textfield.TextArea;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.agent.AgentScript;
import org.consentlab.consent.LifecycleFixtures;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;

@Import(LifecycleFixtures.class)
class LabIndexViewTest extends LabBrowserlessTest {

    @Autowired
    LifecycleFixtures lab5;

    @Autowired
    Sandboxes sandboxes;

    @Test
    void showsEightLabsWithTheirExercisesOpen() {
        navigate(LabIndexView.class);
        assertThat(find(Anchor.class).id("score-board-link").getHref()).isEqualTo("score-board");
        for (int lab = 1; lab <= 8; lab++) {
            assertThat(find(Div.class).withId("lab-card-" + lab).exists()).isTrue();
        }
        for (int lab : new int[] {1, 2, 3, 4, 5, 6, 7, 8}) {
            assertThat(status(lab)).isEqualTo("open");
        }
        assertThat(find(Div.class).id("lab-card-8").getElement().getTextRecursively())
                .doesNotContain("coming");
    }

    @Test
    void labFiveTurnsDoneOnlyWhenTheDeletionLeftAfterTheConsentAndAnApproversYes() {
        navigate(LabIndexView.class);
        SandboxId sandbox = sessionSandbox();
        LifecycleFixtures.Waiting waiting = lab5.awaitingApprover(sandbox);
        navigate(CartLabView.class);
        navigate(LabIndexView.class);
        assertThat(status(5)).as("consented, no approver yet").isEqualTo("open");

        assertThat(lab5.approve(waiting, sandboxes.create())).startsWith("DELETED");
        // Navigating away first: the index is read when it is created, and navigating to it again keeps it.
        navigate(CartLabView.class);
        navigate(LabIndexView.class);
        assertThat(status(5)).isEqualTo("done");
    }

    @Test
    @SuppressWarnings("unchecked")
    void labFourTurnsDoneOnlyWhenAnAgentsGateIsCancelledAndAnotherConfirmed() {
        navigate(AccountLabView.class);
        test(find(Button.class).id("request-deletion")).click();
        test(find(Button.class).id("consent-cancel")).click();
        navigate(LabIndexView.class);
        assertThat(status(4))
                .as("a cancelled gate armed by the page's own button")
                .isEqualTo("open");

        navigate(AccountLabView.class);
        test(find(TabSheet.class).all().getFirst()).select("Agent");
        find(Select.class).id("agent-script").setValue(AgentScript.POLITE);
        test(find(Button.class).id("agent-run")).click();
        await(
                "the agent's gate",
                () -> find(Button.class).withId("consent-cancel").exists()
                        && !find(Span.class).id("agent-claim-check").getText().equals("running"));
        test(find(Button.class).id("consent-cancel")).click();
        navigate(LabIndexView.class);
        assertThat(status(4)).as("cancelled, nothing confirmed yet").isEqualTo("open");

        navigate(AccountLabView.class);
        test(find(Button.class).id("simulate-agent")).click();
        personClicks(find(Button.class).id("consent-confirm"));
        navigate(LabIndexView.class);
        assertThat(status(4)).isEqualTo("done");
        assertThat(status(2)).isEqualTo("open");
    }

    @Test
    void labsOneAndTwoTurnDoneFromTheirCalls() {
        navigate(CartLabView.class);
        test(find(TextArea.class).id("inspector-args")).setValue("{\"sku\":\"MUG-01\",\"quantity\":0}");
        test(find(Button.class).id("inspector-invoke")).click();
        navigate(LabIndexView.class);
        assertThat(status(1)).isEqualTo("done");
        assertThat(status(2)).isEqualTo("open");

        navigate(CartLabView.class);
        test(find(Button.class).id("inspector-invoke")).click();
        test(find(Button.class).id("cart-undo")).click();
        navigate(LabIndexView.class);
        assertThat(status(2)).isEqualTo("done");
        assertThat(status(3)).isEqualTo("open");
    }

    private String status(int lab) {
        return find(Span.class).id("exercise-status-" + lab).getText();
    }
}
