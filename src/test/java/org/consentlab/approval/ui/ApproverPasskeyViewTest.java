package org.consentlab.approval.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.List;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.audit.AuditLog;
import org.consentlab.audit.AuditRecord;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.LifecycleFixtures;
import org.consentlab.consent.ui.PasskeyPrompt;
import org.consentlab.i18n.Language;
import org.consentlab.instructor.ApproverPasskeyRule;
import org.consentlab.instructor.ApproverPasskeyRules;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.passkey.ApproverPasskeyRegistration;
import org.consentlab.passkey.PasskeyRegistration;
import org.consentlab.passkey.PasskeySite;
import org.consentlab.passkey.SoftwareAuthenticator;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.test.context.support.WithMockUser;

/**
 * An approver's Approve where the learner's class asks for the approver's passkey, server side,
 * with assertions a software authenticator makes over the very options the page is handed: the
 * approver's own passkey opens the gate (the audit names its credential and the signed challenge's
 * hash); every other assertion is refused in words, nothing on the wire, the gate still pending.
 * In German and Arabic the page's own lines follow the reader's language, the agent's answer not.
 */
@Import(LifecycleFixtures.class)
class ApproverPasskeyViewTest extends LabBrowserlessTest {

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
    ApproverPasskeyRegistration approverRegistration;

    @Autowired
    PasskeyRegistration learnerRegistration;

    @Autowired
    PasskeySite site;

    @Autowired
    Accounts accounts;

    @Autowired
    WireLog wire;

    @Autowired
    AuditLog audit;

    @Autowired
    ConsentGates gates;

    @Autowired
    JdbcClient jdbc;

    @Autowired
    ToolCalls calls;

    @Autowired
    I18NProvider texts;

    WorkshopClass workshop;
    SandboxId ada;
    LifecycleFixtures.Waiting adasCall;
    SoftwareAuthenticator danas;

    @Override
    @BeforeEach
    protected void initVaadinEnvironment() {
        SecurityContextHolder.setContextHolderStrategy(securityContexts);
        super.initVaadinEnvironment();
    }

    @BeforeEach
    void aClassAskingForApproversPasskeysWithACallWaiting() {
        workshop = classes.create("Passkey workshop", "teacher-p");
        rules.set(workshop.id(), ApproverPasskeyRule.IRREVERSIBLE_UNBOUNDED);
        ada = sandboxes.create();
        classes.join(ada, workshop.code(), "Ada");
        adasCall = lab5.awaitingApprover(ada);
    }

    /** Each test's approvers start without a passkey; Dana's authenticator is made once the browserless request is in place (its origin is the page's site). */
    @BeforeEach
    void noApproverHasAPasskeyYet() {
        jdbc.sql("DELETE FROM approver_passkey").update();
        danas = null;
    }

    private SoftwareAuthenticator danas() {
        if (danas == null) {
            danas = new SoftwareAuthenticator(site.current().origin());
        }
        return danas;
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void theApproversOwnPasskeyOverThisCallsChallengeApprovesIt() {
        register("dana", danas());
        openTheClass();
        assertThat(text("approver-passkey-list"))
                .contains("credential " + danas().credentialId().substring(0, 12));

        assertThat(text("approver-passkey-list")).contains("counter 0");
        String said = approveWith(danas().counterAt(4));

        assertThat(said).contains("Saw your passkey's assertion").contains("DELETED");
        // The counter the approval moved on is what the panel shows now, read back from the store.
        assertThat(text("approver-passkey-list")).contains("counter 4").doesNotContain("counter 0");
        assertThat(wire.entries(ada)).extracting(entry -> entry.request()).containsExactly("DELETE /api/account");
        assertThat(accounts.find(ada).status()).isEqualTo(AccountStatus.DELETED);
        AuditRecord approved = audit.records(ada).stream()
                .filter(row -> "approved".equals(row.decision()))
                .findFirst()
                .orElseThrow();
        assertThat(approved.result())
                .startsWith("Approved by an approver")
                .contains("with passkey " + danas().credentialId())
                .containsPattern("signed challenge SHA-256 [0-9a-f]{64}");
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void anApproverWithoutAPasskeyIsToldToRegisterOneAndNothingIsDone() {
        openTheClass();
        press("approval-approve");
        assertThat(text("approval-decision-result")).contains("you have none registered");
        nothingDone();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void registeringAPasskeyAfterARefusalDropsTheRefusalsNoneRegistered() {
        openTheClass();
        press("approval-approve");
        assertThat(text("approval-decision-result")).contains("you have none registered");

        String created = danas().register(
                        approverRegistration.start("dana", site.current()).orElseThrow());
        find(ApproverPasskeyPanel.class).single().created(created);

        assertThat(text("approver-passkey-result")).startsWith("Registered your passkey");
        assertThat(text("approver-passkey-list"))
                .contains("credential " + danas().credentialId().substring(0, 12));
        assertThat(text("approval-decision-result")).isEmpty();
        assertThat(approveWith(danas())).contains("DELETED");
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void withoutUserVerificationItIsRefused() {
        register("dana", danas());
        openTheClass();
        assertThat(approveWith(danas().withoutUserVerification())).contains("did not verify the person");
        nothingDone();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void anAssertionForAnotherOriginIsRefused() {
        register("dana", danas());
        openTheClass();
        assertThat(approveWith(danas().atOrigin("https://approvals.example"))).contains("answered another site");
        nothingDone();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void aCounterThatWentBackIsRefused() {
        register("dana", danas());
        SandboxId ben = sandboxes.create();
        classes.join(ben, workshop.code(), "Ben");
        LifecycleFixtures.Waiting bensCall = lab5.awaitingApprover(ben);
        openTheClass();
        pick(bensCall);
        assertThat(approveWith(danas().counterAt(5))).contains("DELETED");
        // Ada's call next, with a counter lower than the one Ben's approval left.
        pick(adasCall);
        assertThat(approveWith(danas().counterAt(3))).contains("signature counter went back");
        nothingDone();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void anAssertionOverAnotherCallsChallengeAndTheSameOneAgainAreRefused() {
        register("dana", danas());
        LifecycleFixtures.Waiting other = lab5.awaitingApprover(sandboxes.create());
        classes.join(gateSandbox(other), workshop.code(), "Ben");
        openTheClass();
        pick(other);
        press("approval-approve");
        String othersSignature = danas().sign(options());
        pick(adasCall);
        press("approval-approve");
        prompt().signed(othersSignature);
        assertThat(text("approval-decision-result")).contains("signed another challenge");
        nothingDone();
        // The same assertion again: its challenge was taken when it was answered.
        prompt().signed(othersSignature);
        assertThat(text("approval-decision-result")).contains("no challenge is open");
        nothingDone();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void theLearnersPasskeyIsNotTheApprovers() {
        register("dana", danas());
        SoftwareAuthenticator adas = new SoftwareAuthenticator(site.current().origin());
        assertThat(learnerRegistration
                        .finish(
                                ada,
                                adas.register(learnerRegistration
                                        .start(ada, site.current())
                                        .orElseThrow()))
                        .stored())
                .isTrue();
        openTheClass();
        assertThat(approveWith(adas)).contains("a passkey registered for a learner's sandbox, not yours");
        nothingDone();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void anotherApproversPasskeyIsNotThisApprovers() {
        register("dana", danas());
        SoftwareAuthenticator erins = new SoftwareAuthenticator(site.current().origin());
        register("erin", erins);
        openTheClass();
        assertThat(approveWith(erins)).contains("another approver's passkey, not yours");
        nothingDone();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void aClassAskingForEveryApprovalAsksForThePasskeyToo() {
        rules.set(workshop.id(), ApproverPasskeyRule.EVERY_APPROVAL);
        openTheClass();
        assertThat(text("approval-passkey")).startsWith("This class asks approvers to approve this call");
        press("approval-approve");
        assertThat(text("approval-decision-result")).contains("you have none registered");
        nothingDone();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void aClassThatDoesNotAskForItApprovesWithAPress() {
        rules.set(workshop.id(), ApproverPasskeyRule.NONE);
        openTheClass();
        assertThat(find(PasskeyPrompt.class).withId("approval-passkey").exists())
                .isFalse();
        press("approval-approve");
        assertThat(text("approval-decision-result")).contains("DELETED");
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

    /**
     * Checked by key: what the passkey's judge saw is a line of its own in the page's language, and
     * the agent's answer follows it as the call's record keeps it, English, {@code lang="en"}, left to right.
     */
    private void approvedWithThePasskeyIn(Locale locale) {
        register("dana", danas());
        openTheClassIn(locale);

        press("approval-approve");
        prompt().signed(danas().sign(options()));

        String told = calls.find(adasCall.callId()).orElseThrow().resultText();
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

    private void register(String approver, SoftwareAuthenticator authenticator) {
        assertThat(approverRegistration
                        .finish(
                                approver,
                                authenticator.register(approverRegistration
                                        .start(approver, site.current())
                                        .orElseThrow()))
                        .said())
                .startsWith("Registered");
    }

    private void openTheClass() {
        navigate(ApprovalsView.class);
        joinTheClass();
    }

    private void openTheClassIn(Locale locale) {
        openIn(locale, ApprovalsView.class);
        joinTheClass();
    }

    private void joinTheClass() {
        find(TextField.class).id("approver-class-code").setValue(workshop.code().value());
        test(find(Button.class).id("approver-class-join")).click();
    }

    private void pick(LifecycleFixtures.Waiting waiting) {
        test(find(Button.class).id("approval-item-" + waiting.gateId())).click();
    }

    /** Presses Approve and answers the page's request with {@code authenticator}; what the page said. */
    private String approveWith(SoftwareAuthenticator authenticator) {
        press("approval-approve");
        assertThat(text("approval-passkey")).startsWith("Asking your authenticator to sign your approval");
        prompt().signed(authenticator.sign(options()));
        return text("approval-decision-result");
    }

    private String options() {
        return prompt().options().orElseThrow();
    }

    private PasskeyPrompt prompt() {
        return find(PasskeyPrompt.class).withId("approval-passkey").single();
    }

    private void press(String id) {
        test(find(Button.class).id(id)).click();
    }

    private SandboxId gateSandbox(LifecycleFixtures.Waiting waiting) {
        return gates.find(waiting.gateId()).orElseThrow().sandbox();
    }

    private void nothingDone() {
        assertThat(wire.entries(ada)).isEmpty();
        assertThat(accounts.find(ada).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(gates.find(adasCall.gateId()).orElseThrow().pending()).isTrue();
    }

    private String text(String id) {
        return find(Component.class).withId(id).single().getElement().getTextRecursively();
    }
}
