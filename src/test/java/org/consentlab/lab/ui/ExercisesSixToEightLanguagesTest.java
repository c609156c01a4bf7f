package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import java.util.List;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Texts;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/**
 * The exercises of Labs 6 to 8, on their pages and on the index's cards, and the failure-mode
 * table's headings, in German and Arabic, checked by key (never by a copied sentence): an id inside
 * a sentence is set apart in Arabic, and no text is the English one.
 */
class ExercisesSixToEightLanguagesTest extends LabBrowserlessTest {

    private static final List<Locale> LANGUAGES = List.of(Locale.GERMAN, Language.ARABIC.locale());

    @Test
    void labSixAsksItsExerciseAndHeadsItsFailureModesInEachLanguage() {
        for (Locale locale : LANGUAGES) {
            openIn(locale, CartLabView.class, ReportsLabView.class);
            assertThat(panelText())
                    .contains(Texts.t("lab.exercise.6.goal", Texts.isolate("RPT-31")))
                    .contains(Texts.t("lab.exercise.6.reject", Texts.isolate("RPT-31"), Texts.isolate("ACTIVE")))
                    .contains(Texts.t("lab.exercise.6.once"))
                    .doesNotContain("The recipe's own check", "!lab.");
            assertThat(step(2)).isEqualTo(Texts.t("lab.exercise.6.approve", Texts.isolate("RPT-31")));
            assertThat(find(Div.class).id("failure-mode-table").getElement().getTextRecursively())
                    .contains(
                            Texts.t("lab.failure-modes.switch"),
                            Texts.t("lab.failure-modes.symptom"),
                            Texts.t("lab.failure-modes.wrong"),
                            Texts.t("lab.failure-modes.fix"))
                    .doesNotContain("What goes wrong", "Wrong design (when on)");
        }
    }

    @Test
    void labsSevenAndEightAskTheirExercisesInEachLanguage() {
        for (Locale locale : LANGUAGES) {
            openIn(locale, CartLabView.class, SelfApprovalLabView.class);
            assertThat(panelText()).contains(Texts.t("lab.exercise.7.goal")).doesNotContain("Find a defence", "!lab.");
            assertThat(step(1)).isEqualTo(Texts.t("lab.exercise.7.split"));
            assertThat(step(2)).isEqualTo(Texts.t("lab.exercise.7.second-principal"));
            navigate(CartLabView.class);
            navigate(DecisionsLabView.class);
            assertThat(panelText()).contains(Texts.t("lab.exercise.8.goal")).doesNotContain("!lab.");
            assertThat(step(1)).isEqualTo(Texts.t("lab.exercise.8.batch"));
            assertThat(step(4))
                    .isEqualTo(Texts.t("lab.exercise.8.demo", Texts.isolate("approval-not-bound")))
                    .doesNotContain("Run the");
            assertThat(find(Div.class).id("failure-mode-table").getElement().getTextRecursively())
                    .contains(Texts.t("lab.failure-modes.symptom"));
        }
    }

    @Test
    void theIndexCardsNameTheExercisesOfLabsSixToEightInEachLanguage() {
        for (Locale locale : LANGUAGES) {
            openIn(locale, CartLabView.class, LabIndexView.class);
            assertThat(card(6))
                    .contains(Texts.t("index.exercise", Texts.t("lab.exercise.6.goal", Texts.isolate("RPT-31"))));
            assertThat(card(7)).contains(Texts.t("index.exercise", Texts.t("lab.exercise.7.goal")));
            assertThat(card(8))
                    .contains(Texts.t("index.exercise", Texts.t("lab.exercise.8.goal")))
                    .doesNotContain("Answer a turn");
        }
    }

    /** The panel's text with its steps', which are each item's markup rather than components. */
    private String panelText() {
        StringBuilder text = new StringBuilder(
                find(Div.class).id("exercise-panel").getElement().getTextRecursively());
        find(ListItem.class).all().forEach(item -> text.append(markup(item).wholeText()));
        return text.toString();
    }

    private String step(int number) {
        Component item = find(ListItem.class).id("exercise-step-" + number);
        // The step's mark (its number or ✓) comes first; the sentence is the second span.
        return markup(item).select("span").get(1).wholeText();
    }

    private static Element markup(Component item) {
        return Jsoup.parseBodyFragment(item.getElement().getProperty("innerHTML", ""))
                .body();
    }

    private String card(int lab) {
        return find(Div.class).id("lab-card-" + lab).getElement().getTextRecursively();
    }
}
