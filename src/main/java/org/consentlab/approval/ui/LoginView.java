package org.consentlab.approval.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.login.LoginI18n;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.security.SignInThrottleFilter;

/**
 * The one sign-in for approvers and instructors. The form posts to Spring Security's form login at {@code /login}; a
 * failed attempt comes back here as {@code /login?error}, a throttled one as {@code /login?throttled}. It sits inside the normal frame, so a
 * learner who lands here by mistake has the labs one click away.
 */
@Route(value = "login", layout = MainLayout.class)
@PageTitle("Sign in · Consent Lab")
@AnonymousAllowed
class LoginView extends VerticalLayout implements BeforeEnterObserver {

    private final LoginForm form = new LoginForm();
    private final LoginI18n i18n = LoginI18n.createDefault();

    LoginView() {
        addClassName("lab-index");
        i18n.getForm().setTitle("Sign in");
        i18n.getErrorMessage().setTitle("That did not sign you in");
        form.setId("approver-login");
        form.setAction("login");
        form.setForgotPasswordButtonVisible(false);

        Paragraph who = new Paragraph("Approvers sign in here to decide the calls that need a second person, "
                + "instructors to run a class. Learners need no sign-in: every lab is open as it is.");
        who.setId("login-explainer");
        add(new H1("Approver and instructor sign-in"), who, form, new Anchor("", "Back to the labs"));
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        var parameters = event.getLocation().getQueryParameters().getParameters();
        boolean throttled = parameters.containsKey(SignInThrottleFilter.THROTTLED);
        i18n.getErrorMessage().setMessage(throttled
                ? "Too many failed sign-ins for this account or address. Wait a few minutes, then try again."
                : "Check the username and password and try again.");
        form.setI18n(i18n);
        form.setError(throttled || parameters.containsKey("error"));
    }
}
