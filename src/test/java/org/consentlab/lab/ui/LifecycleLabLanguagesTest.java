package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.LifecycleFixtures;
import org.consentlab.i18n.Language;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;

/**
 * Lab 5 in German and Arabic, checked by key against the bundles (never by a copied sentence): the
 * page's words, the ladder's reason, the verdict worded from the records when shown, and the held
 * request's line; a request on the wire and what the agent got stay as they are.
 */
@Import(LifecycleFixtures.class)
class LifecycleLabLanguagesTest extends LabBrowserlessTest {

    @Autowired
    I18NProvider texts;

    @Test
    void labFiveSpeaksGermanFromTheLadderToTheVerdict() {
        Locale german = Locale.GERMAN;
        openIn(german, LabIndexView.class, LifecycleLabView.class);
        assertThat(find(H1.class).single().getText()).isEqualTo(texts.getTranslation("lifecycle.title", german));
        assertThat(find(Button.class).id("lifecycle-play").getText())
                .isEqualTo(texts.getTranslation("lifecycle.play", german));
        assertThat(text("lifecycle-step-counter"))
                .isEqualTo(texts.getTranslation("lifecycle.counter", german, "00", "00"));
        assertThat(text("lifecycle-policy-why"))
                .isEqualTo(texts.getTranslation(
                        "lifecycle.why.tightened",
                        german,
                        "delete_account",
                        texts.getTranslation("lab.reversibility.irreversible-bounded", german)));
        assertThat(text("verdict")).isEqualTo(texts.getTranslation("lab.verdict.none", german));

        pick("send_payment", "correct");
        stepUntilTheDialog();
        assertThat(text("lifecycle-next")).isEqualTo(texts.getTranslation("lifecycle.next.person", german));
        assertThat(text("verdict-decision")).contains(texts.getTranslation("lifecycle.decision.waiting", german));
        click("lifecycle-confirm");

        assertThat(text("verdict")).as("a grade, as graders read it").isEqualTo("PASS");
        assertFilled(text("verdict-reason"), texts.getTranslation("lifecycle.verdict.pass.person", german, "{0}"));
        assertFilled(text("lifecycle-next"), texts.getTranslation("lifecycle.next.finished", german, "{0}"));
        Component result =
                find(Component.class).withId("lifecycle-screen-result").single();
        assertThat(result.getElement().getAttribute("lang"))
                .as("what the agent got is protocol, in English")
                .isEqualTo("en");
        assertThat(result.getElement().getAttribute("translate")).isEqualTo("no");
    }

    @Test
    void aHeldRequestIsToldInArabicWithItsRequestLeftAsItIs() {
        Locale arabic = Language.ARABIC.locale();
        openIn(arabic, LabIndexView.class, LifecycleLabView.class);
        test(find(Checkbox.class).id("hold-wire")).click();
        pick("refund_order", "fires-early");
        stepUntilTheDialog();

        assertThat(text("held-requests"))
                .contains(texts.getTranslation("lifecycle.held.where.held", arabic))
                .contains("\u2068POST /api/orders/ORD-1042/refund\u2069");
        assertThat(text("verdict")).isEqualTo("FAIL");
        assertFilled(text("verdict-reason"), texts.getTranslation("lifecycle.verdict.not-agreed", arabic, "{0}"));
        assertThat(find(Button.class).id("release-wire").getText())
                .isEqualTo(texts.getTranslation("lifecycle.release.count", arabic, 1));
        assertThat(find(Div.class)
                        .id("ladder-rung-explicit-consent")
                        .getElement()
                        .getTextRecursively())
                .contains(texts.getTranslation(
                        "lifecycle.ladder.rung", arabic, texts.getTranslation("lab.rung.explicit_consent", arabic)))
                .contains(texts.getTranslation("lifecycle.requirement.explicit_consent", arabic));
    }

    @Test
    void releasingHeldRequestsIsSaidInGerman() {
        releaseOneHeldRequestIn(Locale.GERMAN);
    }

    @Test
    void releasingHeldRequestsIsSaidInArabic() {
        releaseOneHeldRequestIn(Language.ARABIC.locale());
    }

    /** The kernel gives the page a count; the page says it with its language's plural. */
    private void releaseOneHeldRequestIn(Locale locale) {
        openIn(locale, LabIndexView.class, LifecycleLabView.class);
        test(find(Checkbox.class).id("hold-wire")).click();
        pick("refund_order", "fires-early");
        stepUntilTheDialog();

        click("release-wire");

        assertThat(text("lifecycle-decision-result"))
                .isEqualTo(texts.getTranslation("lifecycle.released", locale, 1))
                .isNotEqualTo(texts.getTranslation("lifecycle.released", Locale.ENGLISH, 1));
    }

    /** The text is the pattern with its one argument filled in: what stands before and after it is the bundle's. */
    private static void assertFilled(String text, String pattern) {
        String[] around = pattern.split("\\{0}", -1);
        assertThat(text).startsWith(around[0]).endsWith(around[1]);
        assertThat(text.length()).isGreaterThan(pattern.length() - 3);
    }

    private void pick(String action, String behaviour) {
        @SuppressWarnings("unchecked")
        Select<Object> actions = find(Select.class).id("lifecycle-action");
        test(actions).selectItem(action);
        @SuppressWarnings("unchecked")
        Select<Object> behaviours = find(Select.class).id("lifecycle-behaviour");
        test(behaviours).selectItem(behaviour);
    }

    private void stepUntilTheDialog() {
        for (int i = 0; i < 6 && !find(Div.class).withId("lifecycle-dialog").exists(); i++) {
            click("lifecycle-step");
        }
        assertThat(find(Div.class).withId("lifecycle-dialog").exists()).isTrue();
    }

    private void click(String id) {
        test(find(Button.class).id(id)).click();
        roundTrip();
    }

    private String text(String id) {
        return find(Component.class).withId(id).single().getElement().getTextRecursively();
    }
}
