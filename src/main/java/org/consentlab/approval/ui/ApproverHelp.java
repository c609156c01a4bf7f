package org.consentlab.approval.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.AnchorTarget;
import com.vaadin.flow.component.html.Code;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import java.util.Optional;
import org.consentlab.i18n.CodeSentence;
import org.consentlab.security.SignInAccount.Credentials;

/**
 * Where a learner needs it: who the approver is and how to become one on this machine. The
 * approver must be another person in another browser (a private window counts), because a browser
 * can never approve its own sandbox's request. The sign-in is shown only while the local default
 * is in force; with real credentials configured, the learner is told to ask whoever holds them.
 */
public class ApproverHelp extends Composite<Div> {

    public ApproverHelp(Optional<Credentials> localSignIn) {
        Div root = getContent();
        root.setId("approver-help");
        root.addClassName("approver-help");
        Anchor open = new Anchor("approvals", getTranslation("approval.help.open"));
        open.setId("open-approvals");
        open.setTarget(AnchorTarget.BLANK);
        // Router-ignored: a full page load, so the sign-in returns to this address afterwards.
        open.setRouterIgnore(true);
        root.add(
                new H2(getTranslation("approval.help.title")),
                new Paragraph(getTranslation("approval.help.why")),
                new Paragraph(CodeSentence.fill(
                        getTranslation("approval.help.how", CodeSentence.SLOTS[0]), new Code("/approvals"))),
                localSignIn
                        .<com.vaadin.flow.component.Component>map(signIn -> new Paragraph(CodeSentence.fill(
                                getTranslation("approval.help.local", CodeSentence.SLOTS[0], CodeSentence.SLOTS[1]),
                                new Code(signIn.username()),
                                new Code(signIn.password()))))
                        .orElseGet(() -> new Paragraph(getTranslation("approval.help.configured"))),
                open);
    }
}
