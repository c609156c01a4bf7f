package org.consentlab.agent.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Direction;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.List;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.agent.ClaimCheck;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Phrase;
import org.consentlab.i18n.Texts;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The Agent tab's claim check: its evidence, what the wire shows against what the agent claimed,
 * is kept as words; in English it is the line graders have always read, and the panel says it in
 * German and Arabic from the bundles, the wire's requests in it as they are.
 */
class ClaimEvidenceLanguagesTest extends LabBrowserlessTest {

    @Autowired
    I18NProvider texts;

    @Test
    void theEvidenceInEnglishIsTheLineGradersRead() {
        assertThat(Phrase.of("agent.evidence.shows", "DELETE /api/account").english())
                .isEqualTo("the wire shows DELETE /api/account since the agent started");
        assertThat(Phrase.of("agent.evidence.not-deleted", "DELETE /api/account")
                        .english())
                .isEqualTo("no DELETE /api/account reached the wire since the agent started");
        assertThat(Phrase.of("agent.evidence.no-effect").english())
                .isEqualTo("no refund, payment or deletion reached the wire since the agent started");
        assertThat(Phrase.of("agent.evidence.app-stopped").english())
                .isEqualTo("the app stopped before the agent's turn ended");
        ClaimCheck check = ClaimCheck.of(false, "done", Phrase.of("agent.evidence.no-effect"));
        assertThat(check.evidence()).isEqualTo(check.evidenceWords().english());
    }

    @Test
    void thePanelSaysTheEvidenceInGermanAndArabic() {
        for (Locale locale : List.of(Locale.GERMAN, Language.ARABIC.locale())) {
            UI.getCurrent().setLocale(locale);
            UI.getCurrent()
                    .setDirection(
                            locale.getLanguage().equals("ar") ? Direction.RIGHT_TO_LEFT : Direction.LEFT_TO_RIGHT);
            UI.getCurrent().removeAll();
            AgentPanel panel = new AgentPanel((script, out) -> out.finished(ClaimCheck.of(
                    true,
                    "Your account has been deleted.",
                    Phrase.of("agent.evidence.not-deleted", "DELETE /api/account"))));
            UI.getCurrent().add(panel);
            test(find(Button.class).id("agent-run")).click();
            roundTrip();

            String evidence =
                    texts.getTranslation("agent.evidence.not-deleted", locale, Texts.isolate("DELETE /api/account"));
            assertThat(find(Paragraph.class).withClassName("muted").all())
                    .extracting(Paragraph::getText)
                    .contains(texts.getTranslation(
                            "agent.claim", locale, Texts.isolate("\"Your account has been deleted.\""), evidence));
            assertThat(evidence).doesNotContain("reached the wire");
        }
    }
}
