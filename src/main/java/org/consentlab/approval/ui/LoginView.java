package org.consentlab.approval.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Code;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.login.LoginI18n;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.consentlab.approval.LocalApproverSignIn;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.security.SignInAccount.Credentials;
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

    LoginView(LocalApproverSignIn localSignIn) {
        addClassName("lab-index");
        i18n.getForm().setTitle("Sign in");
        i18n.getErrorMessage().setTitle("That did not sign you in");
        form.setId("approver-login");
        form.setAction("login");
        form.setForgotPasswordButtonVisible(false);

        Paragraph who = new Paragraph("Approvers sign in here to decide the calls that need a second person, "
                + "instructors to run a class. Learners need no sign-in: every lab is open as it is.");
        who.setId("login-explainer");
        add(new H1("Approver and instructor sign-in"), who);
        localAccounts(localSignIn).ifPresent(this::add);
        add(form, new Anchor("", "Back to the labs"));
    }

    /** The local default accounts, while they are in force on a loopback-only server; nothing once configured. */
    private static Optional<Paragraph> localAccounts(LocalApproverSignIn localSignIn) {
        List<Component> parts = new ArrayList<>();
        localSignIn.credentials().ifPresent(approver -> parts.addAll(account("the approver", approver)));
        localSignIn.instructor().ifPresent(instructor -> {
            if (!parts.isEmpty()) {
                parts.add(new Span(" or "));
            }
            parts.addAll(account("the instructor", instructor));
        });
        if (parts.isEmpty()) {
            return Optional.empty();
        }
        Paragraph local = new Paragraph(new Span("On this machine (the server listens on loopback only), sign in as "));
        local.add(parts.toArray(Component[]::new));
        local.add(new Span(". These local defaults stop working once real accounts are set."));
        local.setId("login-local-accounts");
        return Optional.of(local);
    }

    private static List<Component> account(String who, Credentials credentials) {
        return List.of(
                new Span(who + " (user "),
                new Code(credentials.username()),
                new Span(", password "),
                new Code(credentials.password()),
                new Span(")"));
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        var parameters = event.getLocation().getQueryParameters().getParameters();
        boolean throttled = parameters.containsKey(SignInThrottleFilter.THROTTLED);
        i18n.getErrorMessage()
                .setMessage(
                        throttled
                                ? "Too many failed sign-ins for this account or address. Wait a few minutes, then try again."
                                : "Check the username and password and try again.");
        form.setI18n(i18n);
        form.setError(throttled || parameters.containsKey("error"));
    }
}
