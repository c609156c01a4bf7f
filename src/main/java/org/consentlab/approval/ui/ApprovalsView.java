package org.consentlab.approval.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.spring.security.AuthenticationContext;
import jakarta.annotation.security.RolesAllowed;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.consentlab.approval.Approvals;
import org.consentlab.approval.ApproverClass;
import org.consentlab.approval.PendingApproval;
import org.consentlab.base.ui.Focus;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.instructor.SignedInApprover;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.jspecify.annotations.Nullable;

/**
 * The approver's page: who is signed in, a way out, the class they approve for (chosen by its
 * join code), the calls of that class's learners waiting for an approver (live), and the decision
 * on the one picked, with a rationale, and the approver's own passkey (which a learner's class may
 * ask their Approve to be signed with). Without a class, an instructor sees their own running
 * classes and anyone else the learners in no class. Only the {@code APPROVER} role may open it,
 * and a call requested from this browser's own sandbox cannot be approved here.
 */
@Menu(order = 11, title = "Approvals", icon = "vaadin:user-check")
@Route(value = "approvals", layout = MainLayout.class)
@RolesAllowed("APPROVER")
class ApprovalsView extends Div implements HasDynamicTitle {

    private final Approvals approvals;
    private final ApproverClass approverClass;
    private final SignedInApprover signedIn;
    private final ApproverClassBar classBar = new ApproverClassBar(this::chooseClass, this::leaveClass);
    private final Paragraph scopeLine = new Paragraph();
    private ApprovalScope scope;
    private final ConsentControls consent;
    private final SandboxId browser;
    private final Clock clock;
    private final ApprovalQueue queue = new ApprovalQueue(this::pick);
    private final Div decision = new Div();
    private final Paragraph result = new Paragraph();
    private final H2 waitingTitle = new H2(getTranslation("approval.waiting"));
    private final ApproverPasskeyPanel passkey;
    private Long picked;
    private Long shownDecision;

    ApprovalsView(
            ApproverSession approver,
            Approvals approvals,
            ConsentControls consent,
            CurrentSandbox current,
            SandboxEvents events,
            Clock clock) {
        AuthenticationContext authentication = approver.authentication();
        this.approvals = approvals;
        this.approverClass = approver.approverClass();
        this.signedIn = approver.signedIn();
        this.consent = consent;
        this.browser = current.get();
        this.clock = clock;
        Paragraph who = new Paragraph(getTranslation(
                "approval.signed-in-as", authentication.getPrincipalName().orElseThrow()));
        who.setId("approver-name");
        Button signOut = new Button(getTranslation("approval.sign-out"), click -> authentication.logout());
        signOut.setId("approver-sign-out");
        signOut.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        HorizontalLayout account = new HorizontalLayout(who, signOut);
        account.setAlignItems(FlexComponent.Alignment.BASELINE);
        result.setId("approval-decision-result");
        result.getElement().setAttribute("aria-live", "polite");
        decision.setId("approval-decision-slot");
        scopeLine.setId("approver-scope");
        waitingTitle.setId("approvals-waiting-title");
        scopeLine.addClassName("muted");

        // A refusal for want of a passkey is no longer true once one is registered.
        passkey = new ApproverPasskeyPanel(approver, signedIn.name().orElseThrow(), () -> result.setText(""));
        Div left = new Div(
                new H1(getTranslation("approval.title")),
                account,
                new Paragraph(getTranslation("approval.lead")),
                classBar,
                scopeLine,
                waitingTitle,
                queue,
                passkey);
        Div right = new Div(new H2(getTranslation("approval.decision")), decision, result);
        addClassName("approvals-page");
        add(left, right);
        showScope(null);
        // Approvers see gates only: an agent's reads and writes elsewhere never redraw this page. A
        // gate changing in another class re-reads the (scoped) list, but redraws nothing: the queue
        // re-renders only when what it lists changed.
        events.refreshOnAnyChange(this, EnumSet.of(SandboxChange.GATES), this::refresh);
    }

    private void chooseClass(String typedCode) {
        showScope(
                switch (approverClass.choose(typedCode)) {
                    case JOINED -> null;
                    case UNKNOWN_CODE -> getTranslation("approval.class.unknown");
                    case CLASS_ENDED -> getTranslation("approval.class.ended-refused");
                    case WAIT -> getTranslation("approval.class.wait");
                });
    }

    private void leaveClass() {
        approverClass.leave();
        showScope(null);
    }

    /** Reads whose calls this approver decides (the class chosen, or their role) and lists those. */
    private void showScope(@Nullable String codeError) {
        scope = signedIn.scope();
        approverClass.chosen().ifPresentOrElse(classBar::showClass, () -> classBar.showNoClass(codeError));
        scopeLine.setText(getTranslation(
                switch (scope) {
                    case ApprovalScope.OutsideClasses none -> "approval.scope.outside";
                    case ApprovalScope.OneClass one -> "approval.scope.class";
                    case ApprovalScope.InstructorsClasses own -> "approval.scope.own";
                }));
        picked = null;
        shownDecision = null;
        refresh();
    }

    private void pick(long gateId) {
        picked = gateId;
        result.setText("");
        refresh();
    }

    private void refresh() {
        List<PendingApproval> waiting = approvals.waiting(scope);
        if (picked == null || waiting.stream().noneMatch(a -> a.gateId() == picked)) {
            picked = waiting.isEmpty() ? null : waiting.getFirst().gateId();
        }
        queue.show(waiting, picked, Instant.now(clock));
        if (picked != null && picked.equals(shownDecision)) {
            return; // the same decision stays on screen, with whatever rationale is being typed
        }
        shownDecision = picked;
        decision.removeAll();
        waiting.stream()
                .filter(a -> a.gateId() == picked)
                .findFirst()
                .ifPresentOrElse(
                        approval -> decision.add(
                                new Paragraph(getTranslation(
                                        "approval.decision.whose",
                                        approval.learner(),
                                        approval.requester().text())),
                                consent.approverCard(approval.gate(), browser, this::decided)),
                        () -> decision.add(new Paragraph(getTranslation("approval.decision.none"))));
    }

    private void decided(String text) {
        DecidedLine.show(
                result, text, shownDecision == null ? Optional.empty() : approvals.toldTheAgent(shownDecision));
        passkey.show();
        refresh();
        // Approve and Reject went with the decided call: the approver goes on at the next call, else the list.
        Focus.restoreTo(queue.pickOf(picked).map(Component.class::cast).orElse(waitingTitle));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("approval.page-title");
    }
}
