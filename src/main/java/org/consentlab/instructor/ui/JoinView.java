package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasUrlParameter;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.OptionalParameter;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.Optional;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.ClassMember;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.CodeGuesses;
import org.consentlab.instructor.JoinCode;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.security.ClientAddress;
import org.jspecify.annotations.Nullable;

/**
 * A learner joins a class with the code on the projector, at {@code /join} or, from the QR code,
 * at {@code /join/<code>} with the code filled in: one click. Their own sandbox joins, with all its
 * progress; a wrong or ended code, or a name over the limit, is named next to its field and nothing
 * else changes. Wrong codes are counted per address ({@link CodeGuesses}).
 */
@Menu(order = 0.5, title = "Join a class", icon = "vaadin:group")
@Route(value = "join", layout = MainLayout.class)
@AnonymousAllowed
class JoinView extends Div implements HasUrlParameter<String>, HasDynamicTitle {

    private final TextField code = new TextField(Texts.t("instructor.join.code"));
    private final TextField name = new TextField(Texts.t("instructor.join.name"));

    JoinView(Classes classes, CodeGuesses guesses, CurrentSandbox current) {
        addClassName("lab-index");
        SandboxId sandbox = current.get();
        code.setId("join-code");
        code.setPlaceholder(getTranslation("instructor.join.code.placeholder", JoinCode.EXAMPLE.value()));
        code.setMaxLength(JoinCode.MAX_TYPED);
        code.setRequiredIndicatorVisible(true);
        code.addClassName("join-code-field");
        name.setId("join-name");
        name.setMaxLength(ClassMember.MAX_DISPLAY_NAME);
        name.setHelperText(getTranslation("instructor.join.name.helper"));
        Button submit = new Button(getTranslation("instructor.join.submit"), click -> join(classes, guesses, sandbox));
        submit.setId("join-submit");
        submit.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        submit.addClickShortcut(Key.ENTER);
        Div form = new Div(code, name, submit);
        form.addClassName("join-form");
        add(
                new H1(getTranslation("instructor.join.title")),
                new Paragraph(getTranslation("instructor.join.intro")),
                form);
    }

    @Override
    public void setParameter(BeforeEvent event, @OptionalParameter @Nullable String typed) {
        if (typed != null) {
            code.setValue(typed);
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("instructor.join.page-title");
    }

    private void join(Classes classes, CodeGuesses guesses, SandboxId sandbox) {
        // The fields stop typing at their limits, but a request can carry anything: checked here too.
        boolean nameTooLong = name.getValue().strip().length() > ClassMember.MAX_DISPLAY_NAME;
        name.setErrorMessage(
                nameTooLong ? getTranslation("instructor.join.name-too-long", ClassMember.MAX_DISPLAY_NAME) : null);
        name.setInvalid(nameTooLong);
        if (nameTooLong) {
            return;
        }
        Optional<JoinCode> parsed = JoinCode.parse(code.getValue());
        String error = parsed.isEmpty()
                ? getTranslation("instructor.join.code-malformed", Texts.isolate(JoinCode.EXAMPLE.value()))
                : switch (guesses.check(
                        ClientAddress.current(),
                        parsed.get(),
                        found -> classes.join(sandbox, found, name.getValue()))) {
                    case JOINED -> null;
                    case UNKNOWN_CODE ->
                        getTranslation(
                                "instructor.join.unknown",
                                Texts.isolate(parsed.get().value()));
                    case CLASS_ENDED ->
                        getTranslation(
                                "instructor.join.ended",
                                Texts.isolate(parsed.get().value()));
                    case WAIT -> getTranslation("instructor.join.wait");
                };
        code.setErrorMessage(error);
        code.setInvalid(error != null);
        if (error == null) {
            getUI().ifPresent(ui -> ui.navigate(""));
        }
    }
}
