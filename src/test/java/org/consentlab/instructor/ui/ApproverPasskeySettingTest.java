package org.consentlab.instructor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import org.consentlab.SignedInBrowserlessTest;
import org.consentlab.instructor.ApproverPasskeyRule;
import org.consentlab.instructor.ClassId;
import org.consentlab.instructor.Classes;
import org.consentlab.tool.Reversibility;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.test.context.support.WithMockUser;

/**
 * The class's approver-passkey setting on the instructor's page: a new class starts with it off,
 * and each option picked is saved at once, read back here from the table /approvals reads. What
 * each saved rule makes /approvals ask for is {@code ApproverPasskeyViewTest}'s.
 */
class ApproverPasskeySettingTest extends SignedInBrowserlessTest {

    @Autowired
    Classes classes;

    @Autowired
    JdbcClient jdbc;

    @Test
    @WithMockUser(
            username = "ines-passkey",
            roles = {"INSTRUCTOR", "APPROVER"})
    void aNewClassStartsOffAndEachPickIsSavedAsPicked() {
        navigate(InstructorView.class);
        createClass("Passkey Tuesday");
        ClassId id = classes.ofInstructor("ines-passkey").getFirst().id();

        assertThat(setting().getValue()).isEqualTo(ApproverPasskeyRule.NONE);
        assertThat(saved()).isNull();

        test(setting()).selectItem("Yes, for irreversible-unbounded calls");
        assertThat(saved()).isEqualTo("IRREVERSIBLE_UNBOUNDED");
        assertThat(said()).isEqualTo("Saved: approvals of irreversible-unbounded calls need the approver's passkey.");

        test(setting()).selectItem("Yes, for every approval");
        assertThat(saved()).isEqualTo("EVERY_APPROVAL");
        assertThat(said()).isEqualTo("Saved: every approval needs the approver's passkey.");

        test(setting()).selectItem("No: Approve is enough");
        assertThat(saved()).as("off is no row at all").isNull();
        assertThat(said()).isEqualTo("Saved: approvers approve with a press of Approve.");

        // The page shows what is saved when it is opened again.
        test(setting()).selectItem("Yes, for every approval");
        navigate(InstructorView.class);
        assertThat(setting().getValue()).isEqualTo(ApproverPasskeyRule.EVERY_APPROVAL);
        assertThat(jdbc.sql("SELECT COUNT(*) FROM class_approver_passkey WHERE class_id = ?")
                        .param(id.value())
                        .query(Long.class)
                        .single())
                .isOne();
    }

    @Test
    void irreversibleUnboundedOnlyAsksForThoseCallsAndEveryApprovalForAll() {
        for (Reversibility each : Reversibility.values()) {
            assertThat(ApproverPasskeyRule.NONE.asksFor(each))
                    .as("none, %s", each)
                    .isFalse();
            assertThat(ApproverPasskeyRule.EVERY_APPROVAL.asksFor(each))
                    .as("every, %s", each)
                    .isTrue();
            assertThat(ApproverPasskeyRule.IRREVERSIBLE_UNBOUNDED.asksFor(each))
                    .as("irreversible-unbounded, %s", each)
                    .isEqualTo(each == Reversibility.IRREVERSIBLE_UNBOUNDED);
        }
    }

    @SuppressWarnings("unchecked")
    private Select<ApproverPasskeyRule> setting() {
        return find(Select.class).id("class-approver-passkey");
    }

    private String saved() {
        return jdbc.sql("SELECT applies_to FROM class_approver_passkey c JOIN workshop_class w ON w.id = c.class_id"
                        + " WHERE w.instructor = 'ines-passkey'")
                .query(String.class)
                .optional()
                .orElse(null);
    }

    private String said() {
        return find(Paragraph.class).id("class-approver-passkey-saved").getText();
    }
}
