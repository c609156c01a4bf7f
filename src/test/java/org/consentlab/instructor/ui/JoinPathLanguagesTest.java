package org.consentlab.instructor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Direction;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.Locale;
import org.consentlab.SignedInBrowserlessTest;
import org.consentlab.i18n.Language;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.test.context.support.WithMockUser;

/**
 * The path learners type, inside the sentence that names it on the projector: in German and in
 * Arabic the sentence is the bundle's, and the path is an element of its own, left to right and
 * untranslated, so that in Arabic its slash stays before {@code join}.
 */
class JoinPathLanguagesTest extends SignedInBrowserlessTest {

    @Autowired
    I18NProvider texts;

    @Test
    @WithMockUser(
            username = "ines-join-path-de",
            roles = {"INSTRUCTOR", "APPROVER"})
    void inGermanThePathIsALeftToRightElementInsideTheSentence() {
        pathInsideTheSentence(Locale.GERMAN);
    }

    @Test
    @WithMockUser(
            username = "ines-join-path-ar",
            roles = {"INSTRUCTOR", "APPROVER"})
    void inArabicThePathIsALeftToRightElementInsideTheSentence() {
        UI.getCurrent().setDirection(Direction.RIGHT_TO_LEFT);
        pathInsideTheSentence(Language.ARABIC.locale());
    }

    private void pathInsideTheSentence(Locale locale) {
        UI.getCurrent().setLocale(locale);
        navigate(InstructorView.class);
        test(find(TextField.class).id("class-name")).setValue("Path class");
        test(find(Button.class).id("class-create")).click();
        Span path = find(Span.class).id("class-join-path");
        assertThat(path.getText()).isEqualTo("/join");
        assertThat(path.getElement().getAttribute("dir")).isEqualTo("ltr");
        assertThat(path.getElement().getAttribute("translate")).isEqualTo("no");
        String sentence = path.getParent().orElseThrow().getElement().getTextRecursively();
        assertThat(sentence)
                .isEqualTo(texts.getTranslation("instructor.code.type", locale, "/join"))
                .doesNotContain("\u2068", "\u2069");
    }
}
