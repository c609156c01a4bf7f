package org.consentlab.approval.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.LifecycleFixtures;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.tool.ArgumentBoundTool;
import org.consentlab.i18n.Language;
import org.consentlab.instructor.Classes;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.ToolCalls;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.test.context.support.WithMockUser;

/**
 * What an approver's decision did, and who asked, in German and Arabic, checked by key: the kernel's
 * sentences in the reader's language, the tool's answer to the agent quoted as its record keeps it
 * ({@code lang="en"}), the requester's ids set apart.
 */
@Import(LifecycleFixtures.class)
class ApprovalResultLanguagesTest extends LabBrowserlessTest {

    @Autowired
    SecurityContextHolderStrategy securityContexts;

    @Autowired
    LifecycleFixtures lab5;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ToolCalls calls;

    @Autowired
    ConsentGates gates;

    @Autowired
    I18NProvider texts;

    @Autowired
    Classes classes;

    @Autowired
    ConsentControls consent;

    /** As in {@code ApprovalsViewTest}: the browserless request reads this context's holder. */
    @Override
    @BeforeEach
    protected void initVaadinEnvironment() {
        SecurityContextHolder.setContextHolderStrategy(securityContexts);
        super.initVaadinEnvironment();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void inGermanARejectionAndATooLongRationaleAreSaidInGermanAndTheRequesterByItsIds() {
        SandboxId learner = sandboxes.create();
        LifecycleFixtures.Waiting waiting = lab5.awaitingApprover(learner);
        openIn(Locale.GERMAN, ApprovalsView.class);
        test(find(Button.class).id("approval-item-" + waiting.gateId())).click();

        assertThat(text("approvals-list"))
                .contains(texts.getTranslation(
                        "approval.requester",
                        Locale.GERMAN,
                        "lab-5 requester",
                        "simulated-agent",
                        "learner@" + learner.shortForm(),
                        gates.find(waiting.gateId()).orElseThrow().consentBy()));

        TextArea rationale = find(TextArea.class).id("approval-rationale");
        rationale.setValue("x".repeat(501));
        test(find(Button.class).id("approval-approve")).click();
        assertThat(text("approval-decision-result"))
                .isEqualTo(texts.getTranslation("consent.decided.rationale-too-long", Locale.GERMAN));

        rationale.setValue("Kein Ticket");
        test(find(Button.class).id("approval-reject")).click();
        assertThat(text("approval-decision-result"))
                .isEqualTo(texts.getTranslation(
                        "consent.decided.declined-by-an-approver.because", Locale.GERMAN, "Kein Ticket"));
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void inGermanAnApprovalSaysItWasDecidedAndQuotesTheAgentsAnswerAsRecorded() {
        LifecycleFixtures.Waiting waiting = lab5.awaitingApprover(sandboxes.create());
        openIn(Locale.GERMAN, ApprovalsView.class);
        test(find(Button.class).id("approval-item-" + waiting.gateId())).click();

        test(find(Button.class).id("approval-approve")).click();

        String told = calls.find(waiting.callId()).orElseThrow().resultText();
        assertThat(told).startsWith("DELETED");
        assertThat(text("approval-decision-result"))
                .isEqualTo(texts.getTranslation("approval.result.decided", Locale.GERMAN) + " " + told);
        Span quoted = find(Span.class).all().stream()
                .filter(span -> told.equals(span.getText()))
                .findFirst()
                .orElseThrow();
        assertThat(quoted.getElement().getAttribute("lang")).isEqualTo("en");
        assertThat(quoted.getElement().getAttribute("dir")).isEqualTo("ltr");
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void inArabicTheRequestersOwnCallIsRefusedInArabic() {
        Locale arabic = Language.ARABIC.locale();
        SandboxId ownSandbox = sessionSandbox();
        LifecycleFixtures.Waiting waiting = lab5.awaitingApprover(ownSandbox);
        openIn(arabic, ApprovalsView.class);
        test(find(Button.class).id("approval-item-" + waiting.gateId())).click();

        test(find(Button.class).id("approval-approve")).click();

        assertThat(text("approval-decision-result"))
                .isEqualTo(texts.getTranslation("consent.decided.own-call", arabic));
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void inGermanAndArabicARefusalOutsideTheClassNamesTheApproversScopeInTheirWords() {
        for (Locale locale : List.of(Locale.GERMAN, Language.ARABIC.locale())) {
            SandboxId learner = sandboxes.create();
            LifecycleFixtures.Waiting waiting = lab5.awaitingApprover(learner);
            openIn(locale, ApprovalsView.class);
            // The learner is in a class; this approver chose none. A card for the call, as in
            // ApprovalsInAClassViewTest.
            classes.join(learner, classes.create("Workshop " + locale, "teacher-w"), "Ada");
            Paragraph line = new Paragraph();
            Component card = consent.approverCard(
                    gates.find(waiting.gateId()).orElseThrow(),
                    sandboxes.create(),
                    said -> DecidedLine.show(line, said, Optional.empty()));
            UI.getCurrent().add(card);

            test(find(Button.class)
                            .withId("approval-approve")
                            .withCondition(button -> inside(button, card))
                            .single())
                    .click();

            assertThat(line.getElement().getTextRecursively())
                    .as("refused in %s", locale)
                    .isEqualTo(texts.getTranslation(
                            "consent.decided.outside-the-class",
                            locale,
                            texts.getTranslation("consent.decided.scope.outside", locale)));
            assertThat(gates.find(waiting.gateId()).orElseThrow().pending()).isTrue();
        }
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void inGermanAndArabicAToolsRefusalOfChangedArgumentsIsQuotedAfterThePagesOwnLine() {
        for (Locale locale : List.of(Locale.GERMAN, Language.ARABIC.locale())) {
            openIn(locale, ApprovalsView.class);
            Paragraph line = new Paragraph();

            DecidedLine.show(line, ArgumentBoundTool.CHANGED, Optional.empty());

            assertThat(line.getElement().getTextRecursively())
                    .as("in %s", locale)
                    .isEqualTo(texts.getTranslation("approval.result.tool-refused", locale) + " "
                            + ArgumentBoundTool.CHANGED);
            Span quoted = (Span) line.getChildren()
                    .filter(child -> child instanceof Span span && ArgumentBoundTool.CHANGED.equals(span.getText()))
                    .findFirst()
                    .orElseThrow();
            assertThat(quoted.getElement().getAttribute("lang")).isEqualTo("en");
            assertThat(quoted.getElement().getAttribute("dir")).isEqualTo("ltr");
        }
    }

    private static boolean inside(Component component, Component ancestor) {
        for (Component at = component; at != null; at = at.getParent().orElse(null)) {
            if (at == ancestor) {
                return true;
            }
        }
        return false;
    }

    private String text(String id) {
        return find(Component.class).withId(id).single().getElement().getTextRecursively();
    }
}
