package org.consentlab.approval.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.login.LoginForm;
import org.consentlab.LabBrowserlessTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.test.context.support.WithMockUser;

class ApprovalsViewTest extends LabBrowserlessTest {

    @Autowired SecurityContextHolderStrategy securityContexts;

    /**
     * {@code @WithMockUser} puts the user into this application context's holder strategy (Vaadin
     * registers one per context), while the browserless request reads the static holder, which
     * points at whichever context the suite started last, and keeps what it found when the request
     * is made. So point it at this context before the Vaadin environment is made.
     */
    @Override
    @BeforeEach
    protected void initVaadinEnvironment() {
        SecurityContextHolder.setContextHolderStrategy(securityContexts);
        super.initVaadinEnvironment();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void anApproverSeesWhoIsSignedInAndAnEmptyList() {
        navigate(ApprovalsView.class);

        assertThat($(H2.class).first().getText()).isEqualTo("Approvals");
        assertThat($(Paragraph.class).id("approver-name").getText()).isEqualTo("Signed in as dana");
        Div list = $(Div.class).id("approvals-list");
        assertThat(list.getElement().getTextRecursively()).isEqualTo("No approvals are waiting.");
        assertThat($(Button.class).id("approver-sign-out").getText()).isEqualTo("Sign out");
    }

    @Test
    void someoneNotSignedInIsSentToTheSignInPageAndSeesNoApprovals() {
        navigate("approvals", LoginView.class);

        assertThat($(LoginForm.class).id("approver-login").isError()).isFalse();
        assertThat($(Div.class).withId("approvals-list").exists()).isFalse();
        assertThat($(Paragraph.class).withId("approver-name").exists()).isFalse();
    }

    @Test
    @WithMockUser(username = "lee", roles = "LEARNER")
    void aSignInWithoutTheApproverRoleGetsAFriendlyNoAndAWayBack() {
        navigate("approvals", AccessDeniedView.class);

        assertThat($(Paragraph.class).id("access-denied").getText())
                .isEqualTo("The page at /approvals is for approvers, and this sign-in does not have the approver role.");
        assertThat($(Div.class).withId("approvals-list").exists()).isFalse();
    }
}
