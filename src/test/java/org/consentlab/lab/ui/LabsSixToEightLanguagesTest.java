package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.tool.ApproverLimits;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Texts;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Labs 6 to 8 in German and Arabic, checked by key against the bundles (never by a copied
 * sentence). Lab 8 names money: each language writes its amounts and limits as it writes money
 * ({@code 40,00 €} in German, with a no-break space), never the English {@code €40.00}.
 */
class LabsSixToEightLanguagesTest extends LabBrowserlessTest {

    @Autowired
    I18NProvider texts;

    @Test
    void labEightWritesItsAmountsAndLimitsAsGermanWritesMoney() {
        openIn(Locale.GERMAN, DecisionsLabView.class);
        String how = find(Paragraph.class).id("decisions-how").getText();
        assertThat(how)
                .contains("40,00\u00a0€", "900,00\u00a0€", "120,00\u00a0€")
                .contains(texts.getTranslation(
                        "decisions.rule",
                        Locale.GERMAN,
                        "50,00\u00a0€",
                        "500,00\u00a0€",
                        texts.getTranslation("decisions.window.hours", Locale.GERMAN, 24)))
                .doesNotContain("€40.00", "€50.00", "!decisions.");
        assertThat(find(H1.class).all().getFirst().getText())
                .isEqualTo(texts.getTranslation("decisions.title", Locale.GERMAN));
        assertThat(find(Div.class).id("batch-slot").getElement().getTextRecursively())
                .isEqualTo(texts.getTranslation("decisions.batch.none", Locale.GERMAN));
    }

    @Test
    void labEightInArabicWritesMoneyTheArabicWayAndTheRuleWithIt() {
        Locale arabic = Language.ARABIC.locale();
        openIn(arabic, DecisionsLabView.class);
        String how = find(Paragraph.class).id("decisions-how").getText();
        String refund = Texts.money(DecisionsLabText.REFUND_CENTS);
        String limit = Texts.money(ApproverLimits.PAYMENT_PER_PAYEE_CENTS);
        assertThat(refund).isNotEqualTo("€40.00").contains("40.00").contains("€");
        assertThat(how)
                .contains(refund, limit)
                .contains(texts.getTranslation("decisions.window.hours", arabic, 24))
                .doesNotContain("€40.00", "!decisions.");
        assertThat(DecisionsLabText.rule(new ApproverLimits(java.time.Duration.ofHours(24))))
                .isEqualTo(texts.getTranslation(
                        "decisions.rule",
                        arabic,
                        Texts.money(ApproverLimits.REFUND_PER_ORDER_CENTS),
                        limit,
                        texts.getTranslation("decisions.window.hours", arabic, 24)));
    }

    @Test
    void englishKeepsTheRuleItAlwaysSaid() {
        speak(Locale.ENGLISH);
        ApproverLimits limits = new ApproverLimits(java.time.Duration.ofMinutes(90));
        assertThat(DecisionsLabText.rule(limits)).isEqualTo(limits.rule());
        assertThat(DecisionsLabText.rule(new ApproverLimits(java.time.Duration.ofHours(24))))
                .isEqualTo(new ApproverLimits(java.time.Duration.ofHours(24)).rule());
    }

    @Test
    void labsSixAndSevenSpeakGermanAndArabic() {
        for (Locale locale : new Locale[] {Locale.GERMAN, Language.ARABIC.locale()}) {
            openIn(locale, ReportsLabView.class);
            assertThat(find(H1.class).all().getFirst().getText())
                    .isEqualTo(texts.getTranslation("reports.title", locale));
            assertThat(find(Button.class).id("agent-retry").getText())
                    .isEqualTo(texts.getTranslation("reports.agent.retry", locale));
            assertThat(find(Div.class).id("handoff-slot").getElement().getTextRecursively())
                    .isEqualTo(texts.getTranslation("reports.handoff.none", locale));
            navigate(SelfApprovalLabView.class);
            assertThat(find(H1.class).all().getFirst().getText())
                    .isEqualTo(texts.getTranslation("selfapproval.title", locale));
            assertThat(find(Button.class).id("run-agent").getText())
                    .isEqualTo(texts.getTranslation("selfapproval.run", locale));
            assertThat(find(Paragraph.class).id("agent-did").getText())
                    .isEqualTo(texts.getTranslation("selfapproval.agent-did.none", locale));
            assertThat(find(Button.class).id("passkey-register").getText())
                    .isEqualTo(texts.getTranslation("passkey.register", locale));
        }
    }
}
