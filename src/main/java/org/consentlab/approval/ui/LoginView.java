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
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.Optional;
import org.consentlab.approval.LocalApproverSignIn;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.i18n.CodeSentence;
import org.consentlab.i18n.Texts;
import org.consentlab.security.SignInAccount.Credentials;
import org.consentlab.security.SignInThrottleFilter;

/**
 * The one sign-in for approvers and instructors. The form posts to Spring Security's form login at {@code /login}; a
 * failed attempt comes back here as {@code /login?error}, a throttled one as {@code /login?throttled}. It sits inside the normal frame, so a
 * learner who lands here by mistake has the labs one click away.
 */
@Route(value = "login", layout = MainLayout.class)
@AnonymousAllowed
class LoginView extends VerticalLayout implements BeforeEnterObserver, HasDynamicTitle {

    private final LoginForm form = new LoginForm();
    private final LoginI18n i18n = LoginI18n.createDefault();

    LoginView(LocalApproverSignIn localSignIn) {
        addClassName("lab-index");
        i18n.getForm().setTitle(getTranslation("approval.login.form"));
        i18n.getForm().setUsername(getTranslation("approval.login.username"));
        i18n.getForm().setPassword(getTranslation("approval.login.password"));
        i18n.getForm().setSubmit(getTranslation("approval.login.submit"));
        i18n.getForm().setForgotPassword(getTranslation("approval.login.forgot"));
        i18n.getErrorMessage().setTitle(getTranslation("approval.login.failed"));
        form.setId("approver-login");
        form.setAction("login");
        form.setForgotPasswordButtonVisible(false);

        Paragraph who = new Paragraph(getTranslation("approval.login.who"));
        who.setId("login-explainer");
        add(new H1(getTranslation("approval.login.title")), who);
        localAccounts(localSignIn).ifPresent(this::add);
        add(form, new Anchor("", getTranslation("approval.back")));
    }

    /** The local default accounts, while they are in force on a loopback-only server; nothing once configured. */
    private static Optional<Paragraph> localAccounts(LocalApproverSignIn localSignIn) {
        Optional<Span> approver = localSignIn.credentials().map(c -> account("approval.login.local.approver", c));
        Optional<Span> instructor = localSignIn.instructor().map(c -> account("approval.login.local.instructor", c));
        if (approver.isEmpty() && instructor.isEmpty()) {
            return Optional.empty();
        }
        Component accounts = approver.isPresent() && instructor.isPresent()
                ? new Span(CodeSentence.fill(
                        Texts.t("approval.login.local.either", CodeSentence.SLOTS[0], CodeSentence.SLOTS[1]),
                        approver.get(),
                        instructor.get()))
                : approver.or(() -> instructor).orElseThrow();
        Paragraph local =
                new Paragraph(CodeSentence.fill(Texts.t("approval.login.local", CodeSentence.SLOTS[0]), accounts));
        local.setId("login-local-accounts");
        return Optional.of(local);
    }

    /** {@code whoKey} names the account; its user name and password stay code, left to right. */
    private static Span account(String whoKey, Credentials credentials) {
        return new Span(CodeSentence.fill(
                Texts.t(
                        "approval.login.local.account",
                        CodeSentence.SLOTS[0],
                        CodeSentence.SLOTS[1],
                        CodeSentence.SLOTS[2]),
                new Span(Texts.t(whoKey)),
                new Code(credentials.username()),
                new Code(credentials.password())));
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        var parameters = event.getLocation().getQueryParameters().getParameters();
        boolean throttled = parameters.containsKey(SignInThrottleFilter.THROTTLED);
        i18n.getErrorMessage()
                .setMessage(
                        throttled
                                ? getTranslation("approval.login.throttled")
                                : getTranslation("approval.login.check"));
        form.setI18n(i18n);
        form.setError(throttled || parameters.containsKey("error"));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("approval.login.page-title");
    }
}
