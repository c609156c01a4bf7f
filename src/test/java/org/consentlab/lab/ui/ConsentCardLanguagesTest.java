package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.i18n.Language;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Lab 4's open gate in German and Arabic, checked by key: its buttons are the glossary's words the
 * tour quotes, and its consequence is the gate's own record said in the reader's language, from the
 * values the English was written from (the record keeps its English).
 */
class ConsentCardLanguagesTest extends LabBrowserlessTest {

    @Autowired
    I18NProvider texts;

    @Autowired
    ConsentGates gates;

    @Test
    void labFoursGateSpeaksGermanWithTheWordsTheTourQuotes() {
        Gate gate = openGate(Locale.GERMAN);
        String confirm = texts.getTranslation("consent.gate.confirm", Locale.GERMAN);
        String cancel = texts.getTranslation("consent.gate.cancel", Locale.GERMAN);
        assertThat(find(Button.class).id("consent-confirm").getText()).isEqualTo(confirm);
        assertThat(find(Button.class).id("consent-cancel").getText()).isEqualTo(cancel);
        assertThat(texts.getTranslation("tour.step.4", Locale.GERMAN)).contains("„" + confirm + "“");
        assertThat(texts.getTranslation("tour.finished", Locale.GERMAN)).contains("„" + cancel + "“");
        assertThat(find(H2.class).id("consent-gate-title").getText())
                .isEqualTo(texts.getTranslation("consent.gate.title", Locale.GERMAN, gate.tool()));

        assertThat(gate.words()).as("the gate keeps its consequence as words").isNotNull();
        String said = find(Paragraph.class).id("consent-consequence").getText();
        assertThat(said)
                .isEqualTo(texts.getTranslation(
                        gate.words().key(),
                        Locale.GERMAN,
                        gate.words().arguments().toArray()))
                .isNotEqualTo(gate.consequence());
        assertThat(gate.consequence()).as("the record keeps what was written").startsWith("Delete the account of");
        gate.words().arguments().forEach(value -> assertThat(said).contains(value));
    }

    @Test
    void labFoursGateSpeaksArabicWithTheWordsTheTourQuotes() {
        Locale arabic = Language.ARABIC.locale();
        Gate gate = openGate(arabic);
        String confirm = texts.getTranslation("consent.gate.confirm", arabic);
        assertThat(find(Button.class).id("consent-confirm").getText()).isEqualTo(confirm);
        assertThat(texts.getTranslation("tour.step.4", arabic)).contains("«" + confirm + "»");
        assertThat(texts.getTranslation("tour.finished", arabic))
                .contains("«" + texts.getTranslation("consent.gate.cancel", arabic) + "»");
        String said = find(Paragraph.class).id("consent-consequence").getText();
        // Each value is set apart (a first-strong isolate), so an e-mail address stays left to right.
        gate.words().arguments().forEach(value -> assertThat(said).contains("\u2068" + value + "\u2069"));
    }

    private Gate openGate(Locale locale) {
        openIn(locale, LabIndexView.class, AccountLabView.class);
        test(find(Button.class).id("simulate-agent")).click();
        return gates.pending(sessionSandbox()).stream().findFirst().orElseThrow();
    }
}
