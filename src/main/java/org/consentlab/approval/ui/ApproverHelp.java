package org.consentlab.approval.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.AnchorTarget;
import com.vaadin.flow.component.html.Code;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.Optional;
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
        Anchor open = new Anchor("approvals", "Open Approvals");
        open.setId("open-approvals");
        open.setTarget(AnchorTarget.BLANK);
        // Router-ignored: a full page load, so the sign-in returns to this address afterwards.
        open.setRouterIgnore(true);
        root.add(
                new H2("Who approves"),
                new Paragraph("After your Confirm, an irreversible-unbounded action waits "
                        + "for an approver: a second person with the approver role, outside your run. Your own "
                        + "browser can never approve its own request, even when signed in."),
                new Paragraph(
                        new Span("To be that person on this machine, open another browser or a private "
                                + "(incognito) window, go to "),
                        new Code("/approvals"),
                        new Span(" there and sign in. ")),
                localSignIn
                        .<com.vaadin.flow.component.Component>map(
                                signIn -> new Paragraph(
                                        new Span("Sign in as user "),
                                        new Code(signIn.username()),
                                        new Span(", password "),
                                        new Code(signIn.password()),
                                        new Span(
                                                " (this machine's local default, shown only while no real approver account is set).")))
                        .orElseGet(() -> new Paragraph("Sign in with the approver account your instructor set up.")),
                open);
    }
}
