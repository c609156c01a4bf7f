package org.consentlab.approval.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.List;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.LifecycleFixtures;
import org.consentlab.consent.ui.PasskeyPrompt;
import org.consentlab.i18n.Language;
import org.consentlab.instructor.ApproverPasskeyRule;
import org.consentlab.instructor.ApproverPasskeyRules;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.passkey.ApproverPasskeyRegistration;
import org.consentlab.passkey.PasskeySite;
import org.consentlab.passkey.SoftwareAuthenticator;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.ToolCalls;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.test.context.support.WithMockUser;

/**
 * An approval signed with the approver's passkey, in German and Arabic, checked by key: what the
 * passkey's judge saw is a line of its own in the page's language, and the agent's answer follows it
 * as the call's record keeps it, English, {@code lang="en"}, left to right.
 */
@Import(LifecycleFixtures.class)
class ApproverPasskeyLanguagesTest extends LabBrowserlessTest {

    @Autowired
    SecurityContextHolderStrategy securityContexts;

    @Autowired
    LifecycleFixtures lab5;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    Classes classes;

    @Autowired
    ApproverPasskeyRules rules;

    @Autowired
    ApproverPasskeyRegistration registration;

    @Autowired
    PasskeySite site;

    @Autowired
    ToolCalls calls;

    @Autowired
    JdbcClient jdbc;

    @Autowired
    I18NProvider texts;

    @Override
    @BeforeEach
    protected void initVaadinEnvironment() {
        SecurityContextHolder.setContextHolderStrategy(securityContexts);
        super.initVaadinEnvironment();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void inGermanThePasskeysLineAndTheAgentsAnswerAreTwoElementsTheAnswerEnglish() {
        approvedWithThePasskeyIn(Locale.GERMAN);
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void inArabicThePasskeysLineAndTheAgentsAnswerAreTwoElementsTheAnswerEnglish() {
        approvedWithThePasskeyIn(Language.ARABIC.locale());
    }

    private void approvedWithThePasskeyIn(Locale locale) {
        jdbc.sql("DELETE FROM approver_passkey").update();
        WorkshopClass workshop = classes.create("Passkey workshop " + locale, "teacher-p");
        rules.set(workshop.id(), ApproverPasskeyRule.IRREVERSIBLE_UNBOUNDED);
        SandboxId ada = sandboxes.create();
        classes.join(ada, workshop.code(), "Ada");
        LifecycleFixtures.Waiting waiting = lab5.awaitingApprover(ada);
        SoftwareAuthenticator danas = new SoftwareAuthenticator(site.current().origin());
        assertThat(registration
                        .finish(
                                "dana",
                                danas.register(registration
                                        .start("dana", site.current())
                                        .orElseThrow()))
                        .said())
                .startsWith("Registered");
        openIn(locale, ApprovalsView.class);
        find(TextField.class).id("approver-class-code").setValue(workshop.code().value());
        test(find(Button.class).id("approver-class-join")).click();

        test(find(Button.class).id("approval-approve")).click();
        PasskeyPrompt prompt =
                find(PasskeyPrompt.class).withId("approval-passkey").single();
        prompt.signed(danas.sign(prompt.options().orElseThrow()));

        String told = calls.find(waiting.callId()).orElseThrow().resultText();
        assertThat(told).startsWith("DELETED");
        Paragraph result = find(Paragraph.class).id("approval-decision-result");
        List<Span> parts = result.getChildren().map(Span.class::cast).toList();
        assertThat(parts).hasSize(3);
        String judged = texts.getTranslation("passkey.approver.accepted", locale, "{0}", "{1}");
        assertThat(parts.get(0).getText())
                .as("what the passkey's judge saw, in the page's language, on its own")
                .startsWith(judged.substring(0, judged.indexOf("{0}")))
                .doesNotContain(told);
        assertThat(parts.get(0).getClassNames()).contains("decided-before");
        assertThat(parts.get(1).getText().strip()).isEqualTo(texts.getTranslation("approval.result.decided", locale));
        assertThat(parts.get(2).getText()).isEqualTo(told);
        assertThat(parts.get(2).getElement().getAttribute("lang")).isEqualTo("en");
        assertThat(parts.get(2).getElement().getAttribute("dir")).isEqualTo("ltr");
    }
}
