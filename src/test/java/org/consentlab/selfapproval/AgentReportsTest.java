package org.consentlab.selfapproval;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import java.util.List;
import java.util.Locale;
import org.consentlab.i18n.BundleTranslations;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Phrase;
import org.consentlab.i18n.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What Lab 7's agent scripts report, and why the lab closed a run, kept as words: in English the
 * lines the page has always shown, in German and Arabic from the bundles by key; a report no script
 * of the lab makes is kept as it came.
 */
class AgentReportsTest {

    private final BundleTranslations bundles = new BundleTranslations(false);

    @AfterEach
    void noPage() {
        UI.setCurrent(null);
    }

    @Test
    void inEnglishEachReportIsTheLineThePageAlwaysShowed() {
        assertThat(AgentCapability.reported("{\"report\":\"clicked\"}").english())
                .isEqualTo("The agent dispatched pointerdown on Confirm, waited 1700 ms, called click().");
        assertThat(AgentCapability.reported("{\"report\":\"forged\"}").english())
                .isEqualTo("The agent called $server.decide(isTrusted=true, held=5000 ms, typed=\"\") on the card; "
                        + "Confirm was never touched.");
        assertThat(AgentCapability.reported("{\"report\":\"read-and-clicked\",\"typed\":\"ada@example.org\"}")
                        .english())
                .isEqualTo(
                        "The agent read the page, typed \"ada@example.org\", dispatched pointerdown, waited 1700 ms, "
                                + "called click().");
        assertThat(AgentCapability.reported("{\"report\":\"nothing-confirm\"}").english())
                .isEqualTo("The agent found nothing to press: there is no Confirm on the page.");
        assertThat(AgentCapability.reported("{\"report\":\"nothing-card\"}").english())
                .isEqualTo("The agent found nothing to press: there is no consent card on the page.");
        assertThat(AgentCapability.stopped().english())
                .isEqualTo("The agent's script stopped part-way (the page changed under it). What reached the defence "
                        + "and the wire is shown below.");
        assertThat(AgentCapability.reported("pressed it")).isEqualTo(Phrase.said("The agent pressed it."));
        assertThat(AgentCapability.reported("{\"report\":\"waved\"}").kept()).isTrue();
        assertThat(Phrase.of("selfapproval.closed-why.new-run").english()).isEqualTo("a new Lab 7 run started");
        assertThat(Phrase.of(
                                "selfapproval.closed-why.picker",
                                Phrase.of("selfapproval.closed.capability"),
                                "reads-page")
                        .english())
                .isEqualTo("the capability was changed to reads-page before the run was decided");
    }

    @Test
    void everyScriptReportsAReportThePageHasWordsFor() {
        for (AgentCapability capability : AgentCapability.values()) {
            capability
                    .pageScript()
                    .ifPresent(script -> assertThat(script)
                            .as(capability.id())
                            .contains("JSON.stringify({report: 'nothing-")
                            .doesNotContain("return '"));
        }
    }

    @Test
    void germanAndArabicSayTheReportsAndWhyARunClosedFromTheirBundles() {
        for (Locale locale : List.of(Locale.GERMAN, Language.ARABIC.locale())) {
            UI ui = new UI();
            ui.setLocale(locale);
            UI.setCurrent(ui);
            assertThat(AgentCapability.reported("{\"report\":\"read-and-clicked\",\"typed\":\"a@b.c\"}")
                            .text())
                    .isEqualTo(bundles.getTranslation(
                            "selfapproval.agent-report.read-and-clicked",
                            locale,
                            Texts.isolate("a@b.c"),
                            Texts.isolate("pointerdown"),
                            Texts.isolate("click()")))
                    .doesNotContain("The agent");
            assertThat(Phrase.of(
                                    "selfapproval.closed-why.picker",
                                    Phrase.of("selfapproval.closed.defence"),
                                    "hold-to-confirm")
                            .text())
                    .isEqualTo(bundles.getTranslation(
                            "selfapproval.closed-why.picker",
                            locale,
                            bundles.getTranslation("selfapproval.closed.defence", locale),
                            Texts.isolate("hold-to-confirm")))
                    .doesNotContain("was changed");
        }
    }
}
