package org.consentlab.instructor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Svg;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import java.time.Duration;
import java.util.Optional;
import org.consentlab.SignedInBrowserlessTest;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.instructor.JoinCode;
import org.consentlab.instructor.LabVisits;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.test.context.support.WithMockUser;

class InstructorViewTest extends SignedInBrowserlessTest {

    @Autowired
    Classes classes;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    FailureModes modes;

    @Autowired
    LabVisits visits;

    @Test
    @WithMockUser(
            username = "ines-create",
            roles = {"INSTRUCTOR", "APPROVER"})
    void aClassNeedsANameAndThenShowsItsCodeJoinAddressAndQrCode() {
        navigate(InstructorView.class);
        assertThat(find(Anchor.class).id("trainers-guide-link").getHref()).isEqualTo("help/trainers-guide");
        assertThat(find(Div.class).id("ctf-export").getElement().getTextRecursively())
                .as("no event key in the tests' configuration")
                .contains("No event key is set", "consentlab.ctf.key");
        TextField name = find(TextField.class).id("class-name");

        test(find(Button.class).id("class-create")).click();
        assertThat(name.isInvalid()).isTrue();
        assertThat(name.getErrorMessage()).contains("Give the class a name");
        assertThat(classes.ofInstructor("ines-create")).isEmpty();

        // The field stops typing at 80; a request can carry more all the same.
        createClass("C".repeat(81));
        assertThat(name.isInvalid()).isTrue();
        assertThat(name.getErrorMessage()).isEqualTo("A class name has at most 80 characters.");
        assertThat(classes.ofInstructor("ines-create")).as("nothing inserted").isEmpty();

        createClass("Tuesday consent");

        assertThat(name.isInvalid()).isFalse();
        String code = find(Span.class).id("class-code").getText();
        assertThat(JoinCode.parse(code)).map(JoinCode::value).hasValue(code);
        assertThat(find(Anchor.class).id("class-join-url").getHref()).endsWith("/join/" + code);
        assertThat(find(Svg.class).id("class-qr").getElement().getProperty("innerHTML", ""))
                .isNotNull();
        assertThat(QrCode.svg("http://x/join/" + code)).startsWith("<svg").contains("<path");
        assertThat(find(Select.class).id("class-pick").getValue())
                .extracting("name")
                .isEqualTo("Tuesday consent");
        assertThat(classes.ofInstructor("ines-create"))
                .singleElement()
                .extracting("code.value")
                .isEqualTo(code);
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void anApproverWithoutTheInstructorRoleIsToldThePageIsNotOpenToThem() {
        navigate("instructor", com.vaadin.flow.component.Component.class);

        assertThat(find(Paragraph.class).withId("access-denied").exists()).isTrue();
        assertThat(find(TextField.class).withId("class-name").exists()).isFalse();
    }

    @Test
    @WithMockUser(
            username = "ines-run",
            roles = {"INSTRUCTOR", "APPROVER"})
    void theOverviewSwitchesSettingsResetAndEndReachTheClassOnly() {
        WorkshopClass workshop = classes.create("Thursday", "ines-run");
        SandboxId ada = sandboxes.create(), bo = sandboxes.create(), outsider = sandboxes.create();
        classes.join(ada, workshop.code(), "=Ada");
        classes.join(bo, workshop.code(), null);
        navigate(InstructorView.class);

        assertThat(find(Div.class).withId("learner-row-" + ada.shortForm()).exists())
                .isTrue();
        assertThat(text("learner-" + ada.shortForm() + "-name")).isEqualTo("=Ada");
        assertThat(text("learner-" + bo.shortForm() + "-name")).isEqualTo(bo.learner());
        assertThat(text("learner-" + ada.shortForm() + "-lab-4")).isEqualTo("open");
        assertThat(find(Div.class).withId("learner-row-" + outsider.shortForm()).exists())
                .isFalse();
        assertThat(find(Anchor.class).id("class-export").getHref()).isNotBlank();

        visits.visited(ada, 4);
        await(
                "the overview shows where Ada is",
                () -> text("learner-" + ada.shortForm() + "-on").equals("Lab 4"));

        assertThat(find(Span.class).id("failure-mode-no-gate-labs").getText()).isEqualTo("changes Lab 6");
        assertThat(find(Span.class).id("failure-mode-one-function-labs").getText())
                .isEqualTo("changes Labs 4 and 8");
        test(find(Checkbox.class).id("failure-mode-no-gate")).click();
        assertThat(modes.on(ada)).contains(FailureMode.NO_GATE);
        assertThat(modes.on(bo)).contains(FailureMode.NO_GATE);
        assertThat(modes.on(outsider)).isEmpty();
        test(find(Checkbox.class).id("failure-mode-no-gate")).click();
        test(scope()).selectItem("=Ada (" + ada.shortForm() + ")");
        test(find(Checkbox.class).id("failure-mode-wrong-row")).click();
        assertThat(modes.on(ada)).containsExactly(FailureMode.WRONG_ROW);
        assertThat(modes.on(bo)).isEmpty();
        assertThat(modes.switchedOnFor(workshop.id())).isEmpty();

        test(settings("class-gate-ttl")).selectItem("10 min");
        test(settings("class-approval-timeout")).selectItem("5 min");
        test(find(Button.class).id("class-settings-save")).click();
        assertThat(classes.byId(workshop.id()).orElseThrow().gateTtl()).isEqualTo(Duration.ofMinutes(10));
        assertThat(classes.byId(workshop.id()).orElseThrow().approvalTimeout()).isEqualTo(Duration.ofMinutes(5));

        test(find(Button.class).id("class-reset")).click();
        assertThat(find(Paragraph.class).id("class-reset-consequence").getText())
                .contains("all 2 learners in Thursday");
        test(find(Button.class).id("class-reset-confirm")).click();
        assertThat(modes.on(ada))
                .as("a reset clears the learner's own switches")
                .isEmpty();

        test(find(Button.class).id("class-end")).click();
        test(find(Button.class).id("class-end-confirm")).click();
        assertThat(classes.byId(workshop.id()).orElseThrow().ended()).isTrue();
        assertThat(classes.classOf(ada)).isEmpty();
        assertThat(classes.join(outsider, workshop.code(), null)).isEqualTo(Classes.JoinResult.CLASS_ENDED);
        assertThat(find(Paragraph.class).id("class-ended").getText()).contains("has ended");
    }

    @SuppressWarnings("unchecked")
    private Select<FailureSwitches.Scope> scope() {
        return find(Select.class).id("failure-scope");
    }

    @SuppressWarnings("unchecked")
    private Select<Optional<Duration>> settings(String id) {
        return find(Select.class).id(id);
    }

    private String text(String id) {
        return find(Span.class).id(id).getText();
    }
}
