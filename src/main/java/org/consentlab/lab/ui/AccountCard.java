package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import org.consentlab.account.Account;
import org.consentlab.account.AccountStatus;
import org.consentlab.i18n.Verbatim;

/**
 * Lab 4's account as its record says: holder, e-mail, plan, and the status ({@code account-status})
 * under its code name ({@code ACTIVE}, {@code DELETED}), which stays as it is in every language.
 */
class AccountCard extends Composite<Div> {

    private final Paragraph holder = new Paragraph();
    private final Span who = Verbatim.code(new Span());
    private final Span plan = Verbatim.english(new Span());
    private final Span status = Verbatim.code(new Span());

    AccountCard() {
        status.setId("account-status");
        // Name and e-mail are the record's, never translated; the plan is the record's English words.
        holder.add(who, new Span(" · " + getTranslation("lab.4.plan") + " "), plan);
        Div card = getContent();
        card.addClassName("account-card");
        card.add(
                new H2(getTranslation("lab.4.account")),
                holder,
                new Div(new Span(getTranslation("lab.4.status") + " "), status));
    }

    void show(Account account) {
        who.setText(account.holder() + " · " + account.email());
        plan.setText(account.plan());
        status.setText(account.status().name());
        status.getElement().getThemeList().set("badge", true);
        status.getElement().getThemeList().set("error", account.status() == AccountStatus.DELETED);
        status.getElement().getThemeList().set("success", account.status() == AccountStatus.ACTIVE);
    }

    /** Where focus goes after a Confirm: the status that changed. */
    Span status() {
        return status;
    }
}
