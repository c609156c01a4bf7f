package org.consentlab.instructor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.instructor.ClassMember;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.sandbox.CurrentSandbox;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class JoinViewTest extends LabBrowserlessTest {

    @Autowired
    Classes classes;

    @Autowired
    CurrentSandbox current;

    @Autowired
    FailureModes modes;

    @Test
    void aLearnerJoinsByCodeKeepsTheirSandboxAndSeesTheClassInTheTopBar() {
        WorkshopClass workshop = classes.create("Tuesday consent", "ines");
        navigate(JoinView.class);
        assertThat(find(Span.class).withId("class-badge").exists())
                .as("hidden while exploring alone")
                .isFalse();

        test(find(TextField.class).id("join-code"))
                .setValue(workshop.code().value().toLowerCase());
        test(find(TextField.class).id("join-name")).setValue("  Ada ");
        test(find(Button.class).id("join-submit")).click();

        assertThat(classes.membership(current.get()))
                .map(ClassMember::displayName)
                .hasValue("Ada");
        assertThat(getCurrentView().getClass().getSimpleName())
                .as("lands on the labs")
                .isEqualTo("LabIndexView");
        assertThat(find(Span.class).id("class-badge").getText()).isEqualTo("class Tuesday consent");
    }

    @Test
    void aWrongMalformedOrEndedCodeIsNamedNextToTheFieldAndNothingChanges() {
        WorkshopClass ended = classes.create("Monday", "ines");
        classes.end(ended.id());
        navigate(JoinView.class);
        TextField code = find(TextField.class).id("join-code");

        for (String[] attempt : new String[][] {
            {"ZZZZZZ", "No class has the code ZZZZZZ"},
            {"12", "A class code is six letters and digits"},
            {ended.code().value(), "has ended: ask your instructor for a new code"}
        }) {
            test(code).setValue(attempt[0]);
            test(find(Button.class).id("join-submit")).click();

            assertThat(code.isInvalid()).isTrue();
            assertThat(code.getErrorMessage()).contains(attempt[1]);
            assertThat(code.getValue()).as("what was typed stays").isEqualTo(attempt[0]);
            assertThat(getCurrentView()).as("stays on the join page").isInstanceOf(JoinView.class);
        }
        assertThat(classes.membership(current.get())).isEmpty();
    }

    @Test
    void aNameOverFortyCharactersIsRefusedNextToItsFieldAndNothingIsInserted() {
        WorkshopClass workshop = classes.create("Thursday", "ines");
        navigate(JoinView.class);
        TextField name = find(TextField.class).id("join-name");
        test(find(TextField.class).id("join-code")).setValue(workshop.code().value());

        // The field stops typing at 40; a request can carry more all the same.
        test(name).setValue("A".repeat(41));
        test(find(Button.class).id("join-submit")).click();

        assertThat(name.isInvalid()).isTrue();
        assertThat(name.getErrorMessage()).isEqualTo("A name has at most 40 characters.");
        assertThat(classes.members(workshop.id())).as("no insert").isEmpty();
        assertThat(getCurrentView()).isInstanceOf(JoinView.class);

        test(name).setValue(" " + "B".repeat(40) + " ");
        test(find(Button.class).id("join-submit")).click();
        assertThat(classes.membership(current.get()))
                .map(ClassMember::displayName)
                .hasValue("B".repeat(40));
    }

    @Test
    void aCodeLongerThanTheFieldTakesIsNotACodeEvenIfItHoldsOne() {
        WorkshopClass workshop = classes.create("Saturday", "ines");
        navigate(JoinView.class);
        TextField code = find(TextField.class).id("join-code");

        test(code).setValue("-------" + workshop.code().value());
        test(find(Button.class).id("join-submit")).click();

        assertThat(code.getErrorMessage()).startsWith("A class code is six letters and digits");
        assertThat(classes.membership(current.get())).isEmpty();
    }

    @Test
    void theQrCodesAddressFillsTheCodeInForOneClick() {
        WorkshopClass workshop = classes.create("Wednesday", "ines");
        navigate("join/" + workshop.code().value(), JoinView.class);

        assertThat(find(TextField.class).id("join-code").getValue())
                .isEqualTo(workshop.code().value());
        test(find(Button.class).id("join-submit")).click();
        assertThat(classes.classOf(current.get())).map(WorkshopClass::id).hasValue(workshop.id());
    }

    @Test
    void theClassesFailureModesShowAsABannerOnTheLabsTheyChangeUntilSwitchedOffOrTheClassEnds() {
        WorkshopClass workshop = classes.create("Friday", "ines");
        navigate("join/" + workshop.code().value(), JoinView.class);
        test(find(Button.class).id("join-submit")).click();
        modes.set(workshop.id(), FailureMode.NO_GATE, true);
        assertThat(find(Div.class).withId("failure-banner").exists())
                .as("the labs' index is no lab it changes")
                .isFalse();
        UI.getCurrent().navigate("labs/account");
        assertThat(find(Div.class).withId("failure-banner").exists())
                .as("no-gate changes Lab 6 only")
                .isFalse();

        UI.getCurrent().navigate("labs/reports");
        await("the banner", () -> find(Div.class).withId("failure-banner").exists());
        assertThat(find(Div.class).id("failure-banner").getText()).contains("no-gate (A delete runs without a prompt)");

        modes.set(workshop.id(), FailureMode.NO_GATE, false);
        await("no banner", () -> !find(Div.class).withId("failure-banner").exists());

        modes.set(workshop.id(), FailureMode.WRONG_ROW, true);
        await("the banner again", () -> find(Div.class).withId("failure-banner").exists());
        classes.end(workshop.id());
        await(
                "no banner once the class ended",
                () -> !find(Div.class).withId("failure-banner").exists());
        assertThat(find(Span.class).withId("class-badge").exists()).isFalse();
    }
}
