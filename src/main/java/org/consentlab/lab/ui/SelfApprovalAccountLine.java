package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import org.consentlab.account.Account;

/** Lab 7's line on the account the agent aims at: its e-mail address and state ({@code account-status}). */
class SelfApprovalAccountLine extends Composite<Paragraph> {

    private final Span account = new Span();

    SelfApprovalAccountLine() {
        account.setId("account-status");
        // The account's e-mail address and state name, as the record keeps them.
        account.getElement().setAttribute("translate", "no");
        getContent().add(new Span(getTranslation("selfapproval.account") + " "), account);
    }

    void show(Account shown) {
        account.setText(shown.email() + " · " + shown.status().name());
    }
}
