package org.consentlab.approval.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.router.QueryParameters;
import org.consentlab.LabBrowserlessTest;
import org.junit.jupiter.api.Test;

class LoginViewTest extends LabBrowserlessTest {

    @Test
    void theFormPostsToSpringSecuritysLoginAndSaysWhoSignsInHere() {
        navigate(LoginView.class);

        LoginForm form = find(LoginForm.class).id("approver-login");
        assertThat(form.getAction()).isEqualTo("login");
        assertThat(form.isError()).isFalse();
        assertThat(find(Paragraph.class).id("login-explainer").getText())
                .contains("Approvers sign in here")
                .contains("Learners need no sign-in");
    }

    @Test
    void onLoopbackItNamesTheLocalAccounts() {
        navigate(LoginView.class);

        assertThat(find(Paragraph.class).id("login-local-accounts").getElement().getTextRecursively())
                .contains("loopback")
                .contains("the approver (user approver, password approve-locally) or "
                        + "the instructor (user instructor, password teach-locally).");
    }

    @Test
    void aFailedSignInComesBackWithTheErrorShown() {
        UI.getCurrent().navigate(LoginView.class, QueryParameters.of("error", ""));

        assertThat(find(LoginForm.class).id("approver-login").isError()).isTrue();
    }
}
