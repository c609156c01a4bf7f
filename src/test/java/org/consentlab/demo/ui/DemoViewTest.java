package org.consentlab.demo.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.router.RouterLink;
import java.util.List;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.FailureMode;
import org.junit.jupiter.api.Test;

/** A demo page in the browser's place: its ids, the run, and verdicts graded on each twin's wire. */
class DemoViewTest extends LabBrowserlessTest {

    @Test
    void noIdempotencyShowsTwoEffectsBesideOne() {
        navigate("demo/no-idempotency", DemoView.class);
        assertThat(verdict("demo-wrong-verdict")).isEqualTo("not run yet");
        assertThat(find(Paragraph.class).id("demo-progress").getElement().getAttribute("data-run"))
                .isEqualTo("idle");
        assertThat(find(Paragraph.class).id("demo-symptom").getText()).contains("The server performs it twice");

        test(find(Button.class).id("demo-run")).click();
        await(
                "both verdicts",
                () -> !verdict("demo-wrong-verdict").equals("running")
                        && !verdict("demo-correct-verdict").equals("running"));

        assertThat(verdict("demo-wrong-verdict")).isEqualTo("FAIL");
        assertThat(verdict("demo-correct-verdict")).isEqualTo("PASS");
        assertThat(wireItems("demo-wrong-wire")).isEqualTo(2);
        assertThat(wireItems("demo-correct-wire")).isEqualTo(1);
        assertThat(find(Paragraph.class).id("demo-progress").getText()).startsWith("Done.");
        assertThat(find(Paragraph.class).id("demo-progress").getElement().getAttribute("data-run"))
                .isEqualTo("done");
        assertThat(find(Button.class).id("demo-run").isEnabled()).isTrue();
    }

    @Test
    void theIndexLinksEveryMode() {
        navigate(DemoIndexView.class);
        for (FailureMode mode : FailureMode.values()) {
            assertThat(find(RouterLink.class).id("demo-link-" + mode.label()).getHref())
                    .isEqualTo("demo/" + mode.label());
        }
    }

    private String verdict(String id) {
        return find(Span.class).id(id).getText();
    }

    private long wireItems(String id) {
        return find(UnorderedList.class)
                .id(id)
                .getChildren()
                .filter(ListItem.class::isInstance)
                .filter(item -> item.getElement().getTextRecursively().contains("POST /api/reports/RPT-31/archive"))
                .count();
    }

    /**
     * In German and Arabic, by key: the symptom and the scenario are the failure mode's own words in that
     * language (its money as the language writes it), the mode's name stays as it is, nothing is English.
     */
    @Test
    void aDemoInGermanAndArabicSaysItsModeInTheLanguageAndKeepsItsName() {
        for (Locale language : List.of(Locale.GERMAN, Language.ARABIC.locale())) {
            UI.getCurrent().setLocale(language);
            navigate("demo/approval-not-bound", DemoView.class);
            FailureMode mode = FailureMode.APPROVAL_NOT_BOUND;
            assertThat(find(Paragraph.class).id("demo-symptom").getText())
                    .isEqualTo(Texts.t("demo.symptom", mode.symptom()))
                    .contains(Texts.money(4000), Texts.money(9000))
                    .doesNotContain("The person approved");
            assertThat(find(Paragraph.class).id("demo-scenario").getText())
                    .isEqualTo(Texts.t(
                            "instructor.mode.approval-not-bound.scenario", Texts.money(4000), Texts.money(9000)))
                    .contains("ORD-1043");
            assertThat(verdict("demo-wrong-verdict")).isEqualTo(Texts.t("demo.verdict.not-run"));
            navigate(DemoIndexView.class);
            assertThat(find(RouterLink.class).id("demo-link-" + mode.label()).getText())
                    .isEqualTo(mode.label());
        }
    }

    /**
     * A run's steps are recorded as keys and put into the page's language when shown, by key: in
     * German and Arabic the sentence is the bundle's, with its money as the language writes it, while
     * what the agent was told stays English in a span of its own that says so.
     */
    @Test
    void aRunsStepsSpeakThePagesLanguageAndKeepWhatTheAgentWasToldEnglish() {
        for (Locale language : List.of(Locale.GERMAN, Language.ARABIC.locale())) {
            UI.getCurrent().setLocale(language);
            navigate("demo/approval-not-bound", DemoView.class);
            test(find(Button.class).id("demo-run")).click();
            await(
                    "both verdicts",
                    () -> "done"
                            .equals(find(Paragraph.class)
                                    .id("demo-progress")
                                    .getElement()
                                    .getAttribute("data-run")));

            OrderedList steps = find(OrderedList.class).id("demo-correct-steps");
            List<ListItem> lines = steps.getChildren().map(ListItem.class::cast).toList();
            assertThat(steps.getElement().getAttribute("lang"))
                    .as("the steps are in the page's language")
                    .isNull();
            assertThat(lines.getFirst().getElement().getTextRecursively())
                    .isEqualTo(Texts.t(
                            "demo.step.refund-retry",
                            Texts.money(4000),
                            Texts.isolate("ORD-1043"),
                            Texts.isolate("refund-1"),
                            Texts.money(9000)));
            String refused = Texts.t("demo.step.retry-told", "REFUSED");
            ListItem retryTold = lines.stream()
                    .filter(line -> line.getElement()
                            .getTextRecursively()
                            .startsWith(refused.substring(0, refused.indexOf("REFUSED"))))
                    .findFirst()
                    .orElseThrow();
            Span said = retryTold
                    .getChildren()
                    .filter(Span.class::isInstance)
                    .map(Span.class::cast)
                    .findFirst()
                    .orElseThrow();
            assertThat(said.getText()).as("what the agent was told, verbatim").startsWith("REFUSED. Call ");
            assertThat(said.getElement().getAttribute("lang")).isEqualTo("en");
            assertThat(said.getElement().getAttribute("translate")).isEqualTo("no");
        }
    }
}
