package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tour.GuidedTour;
import org.consentlab.tour.TourState;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The guided tour of Lab 4: each step is where the sandbox's records stand, so it moves only on
 * the learner's own presses, reads the same on a new page, and a skip or a start is the
 * only thing it records.
 */
class GuidedTourTest extends LabBrowserlessTest {

    @Autowired
    GuidedTour tour;

    @Test
    void eachStepIsReadFromTheRecordsAndTheTourPressesNothing() {
        navigate(LabIndexView.class);
        SandboxId sandbox = sessionSandbox();
        test(button("tour-start")).click();
        assertThat(tour.of(sandbox).state()).isEqualTo(TourState.STARTED);
        assertThat(step()).as("the start opened Lab 4 at step 1").isEqualTo("1");
        assertThat(find(Paragraph.class).id("tour-step").getText()).contains("Simulate agent call");
        assertThat(tour.of(sandbox).steps())
                .as("starting the tour pressed nothing: no gate, so no step is done")
                .noneMatch(each -> each.done());

        test(button("request-deletion")).click();
        test(button("consent-cancel")).click();
        assertThat(step())
                .as("the page's own button is the learner asking, not an agent: still step 1")
                .isEqualTo("1");

        test(button("simulate-agent")).click();
        await("step 2 once the agent's call armed the gate", () -> step().equals("2"));
        test(button("consent-cancel")).click();
        await("step 4 once the Cancel is recorded and the wire stayed empty", () -> step().equals("4"));
        assertThat(tour.of(sandbox).current()).isEqualTo(4);

        navigate(CartLabView.class);
        navigate(AccountLabView.class);
        assertThat(step()).as("a new page reads the same step from the records").isEqualTo("4");

        test(button("tour-skip")).click();
        assertThat(find(Div.class).withId("tour-panel").exists()).isTrue();
        assertThat(find(Button.class).withId("tour-skip").exists()).isFalse();
        assertThat(find(Paragraph.class).withId("tour-step").exists()).isFalse();
        navigate(CartLabView.class);
        navigate(AccountLabView.class);
        assertThat(button("tour-resume").isVisible())
                .as("skipped is kept across a reload")
                .isTrue();

        test(button("simulate-agent")).click();
        await(
                "the gate while the tour is skipped",
                () -> find(Button.class).withId("consent-cancel").exists());
        test(button("consent-cancel")).click();
        test(button("simulate-agent")).click();
        await(
                "the second gate",
                () -> find(Button.class).withId("consent-confirm").exists());
        personClicks(button("consent-confirm"));
        test(button("tour-resume")).click();
        assertThat(step())
                .as("resumed where the records stand, not where it was skipped")
                .isEqualTo("done");
        assertThat(find(Button.class).withId("tour-skip").exists())
                .as("nothing left to skip")
                .isFalse();
    }

    @Test
    void theTourIsNotShownOnLabFourUntilTheLearnerStartsIt() {
        navigate(AccountLabView.class);
        assertThat(find(Div.class).withId("tour-panel").exists()).isFalse();
        assertThat(tour.of(sessionSandbox()).state()).isEqualTo(TourState.NOT_STARTED);
    }

    private String step() {
        return find(Paragraph.class).id("tour-step").getElement().getAttribute("data-step");
    }

    private Button button(String id) {
        return find(Button.class).id(id);
    }
}
