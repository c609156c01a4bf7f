package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.dom.DomEvent;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.i18n.I18NProvider;
import com.vaadin.flow.internal.JacksonUtils;
import com.vaadin.flow.internal.nodefeature.ElementListenerMap;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.ui.SelfApprovalConfirm;
import org.consentlab.i18n.Language;
import org.consentlab.passkey.PasskeyRegistration;
import org.consentlab.passkey.PasskeySite;
import org.consentlab.passkey.SoftwareAuthenticator;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.node.ObjectNode;

/**
 * Lab 7's passkey Confirm in German and Arabic, checked by key against the bundles: what the judge
 * said of a call is kept as words with the gate and said in the reader's language each time the
 * page shows it (a reload in another language rewords it); the record keeps its English, and what
 * the decision then did stays English, marked so.
 */
class PasskeyLanguagesTest extends LabBrowserlessTest {

    @Autowired
    I18NProvider texts;

    @Autowired
    CurrentSandbox current;

    @Autowired
    SelfApprovalRuns runs;

    @Autowired
    PasskeyRegistration registration;

    @Autowired
    PasskeySite site;

    SandboxId sandbox;
    SoftwareAuthenticator authenticator;

    @BeforeEach
    void registered() {
        sandbox = current.get();
        authenticator = new SoftwareAuthenticator(site.current().origin());
        String options = registration.start(sandbox, site.current()).orElseThrow();
        assertThat(registration.finish(sandbox, authenticator.register(options)).stored())
                .isTrue();
    }

    @Test
    void aRefusalIsSaidInTheReadersLanguageFromItsWordsAndAgainInAnotherAfterAReload() {
        SelfApprovalConfirm card = pressedConfirm(Locale.GERMAN);

        card.passkey().failed("NotAllowedError: the person cancelled");

        String german = texts.getTranslation(
                "passkey.confirm.no-assertion",
                Locale.GERMAN,
                texts.getTranslation("passkey.browser.not-allowed", Locale.GERMAN, "NotAllowedError"));
        assertThat(german).doesNotContain("Refused by passkey");
        assertThat(text("defence-saw")).isEqualTo("HELD. " + german);
        assertThat(text("passkey-result")).isEqualTo(german);
        assertThat(runs.latest(sandbox).orElseThrow().defenceSaw().orElseThrow())
                .as("the record keeps the English")
                .startsWith("Saw no passkey assertion: the page reported NotAllowedError");

        Locale arabic = Language.ARABIC.locale();
        UI.getCurrent().setLocale(arabic);
        navigate(SelfApprovalLabView.class);

        assertThat(text("defence-saw"))
                .isEqualTo("HELD. "
                        + texts.getTranslation(
                                "passkey.confirm.no-assertion",
                                arabic,
                                texts.getTranslation(
                                        "passkey.browser.not-allowed", arabic, "\u2068NotAllowedError\u2069")));
    }

    @Test
    void anUnknownBrowserErrorKeepsTheBrowsersNameInEnglishInsideTheGermanSentence() {
        SelfApprovalConfirm card = pressedConfirm(Locale.GERMAN);

        card.passkey().failed("WeirdError: made up by a script");

        assertThat(text("defence-saw"))
                .isEqualTo("HELD. "
                        + texts.getTranslation(
                                "passkey.confirm.no-assertion",
                                Locale.GERMAN,
                                texts.getTranslation("passkey.browser.other", Locale.GERMAN, "WeirdError")))
                .doesNotContain("made up by a script");
        Span english = find(Span.class).all().stream()
                .filter(span -> "WeirdError".equals(span.getText()))
                .findFirst()
                .orElseThrow();
        assertThat(english.getElement().getAttribute("lang")).isEqualTo("en");
    }

    @Test
    void anAcceptedSignatureIsSaidInGermanAndWhatTheDecisionDidStaysEnglishMarkedSo() {
        SelfApprovalConfirm card = pressedConfirm(Locale.GERMAN);

        card.passkey().signed(authenticator.sign(card.passkey().options().orElseThrow()));

        String saw = text("defence-saw");
        String accepted = texts.getTranslation("passkey.confirm.accepted", Locale.GERMAN, "\u0000", "\u0001");
        assertThat(saw)
                .startsWith("HELD. " + accepted.substring(0, accepted.indexOf('\u0000')))
                .contains(accepted.substring(accepted.indexOf('\u0001') + 1))
                .doesNotContain("Accepted by passkey");
        Span decided = find(Paragraph.class)
                .id("defence-saw")
                .getChildren()
                .filter(Span.class::isInstance)
                .map(Span.class::cast)
                .findFirst()
                .orElseThrow();
        assertThat(decided.getElement().getAttribute("lang")).isEqualTo("en");
        assertThat(decided.getText()).contains("DELETED");
    }

    /** A run under the passkey defence on Lab 7's page in {@code locale}, and the learner's own trusted press of Confirm. */
    private SelfApprovalConfirm pressedConfirm(Locale locale) {
        runs.request(sandbox, "s", SelfApprovalLabView.ROUTE, ConfirmDefence.PASSKEY, AgentCapability.TRUSTED_INPUT);
        UI.getCurrent().setLocale(locale);
        navigate(SelfApprovalLabView.class);
        SelfApprovalConfirm card = find(SelfApprovalConfirm.class).single();
        Element button = card.button().getElement();
        ObjectNode data = JacksonUtils.createObjectNode();
        data.put("event.isTrusted", true);
        button.getNode().getFeature(ElementListenerMap.class).fireEvent(new DomEvent(button, "click", data));
        card.decide(true, 200, "");
        roundTrip();
        assertThat(card.passkey().options()).as("the authenticator was asked").isPresent();
        return card;
    }

    private String text(String id) {
        return find(Paragraph.class).id(id).getElement().getTextRecursively();
    }
}
