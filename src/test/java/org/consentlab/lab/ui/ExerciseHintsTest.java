package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.scoreboard.ScoreBoard;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The event's graded hints under a lab's exercise: one per press, recorded, beside the near-miss hint. */
class ExerciseHintsTest extends LabBrowserlessTest {

    @Autowired
    ScoreBoard board;

    @Test
    void eachPressRevealsTheNextHintWhichTheRecordsKeepAndTheNearMissHintStays() {
        navigate(AccountLabView.class);
        SandboxId sandbox = sessionSandbox();
        test(find(Button.class).id("request-deletion")).click();
        test(find(Button.class).id("consent-cancel")).click();
        assertThat(find(Paragraph.class).id("exercise-hint").getText())
                .as("the near-miss hint for the page's own button")
                .isNotBlank();
        assertThat(find(ListItem.class).withId("hint-1").exists()).isFalse();
        assertThat(find(Button.class).id("hint-reveal").getText()).startsWith("Show hint 1 of 3");

        test(find(Button.class).id("hint-reveal")).click();
        assertThat(find(ListItem.class).id("hint-1").getText()).contains("Request deletion button does not count");
        assertThat(find(ListItem.class).withId("hint-2").exists()).isFalse();
        assertThat(board.row(sandbox, "lab-4").orElseThrow().hintsUsed()).isEqualTo(1);

        navigate(CartLabView.class);
        navigate(AccountLabView.class);
        assertThat(find(ListItem.class).id("hint-1").isVisible())
                .as("kept across a reload")
                .isTrue();
        test(find(Button.class).id("hint-reveal")).click();
        test(find(Button.class).id("hint-reveal")).click();
        assertThat(find(ListItem.class).id("hint-3").getText()).contains("Confirm delete");
        assertThat(find(Button.class).withId("hint-reveal").exists())
                .as("no hint left")
                .isFalse();
        assertThat(find(Paragraph.class).id("exercise-hint").isVisible()).isTrue();
        assertThat(find(Paragraph.class).withId("exercise-flag").exists())
                .as("no event key")
                .isFalse();
        assertThat(board.used(sandbox)).isEqualTo(3);
    }
}
