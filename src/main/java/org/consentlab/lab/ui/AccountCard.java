package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import org.consentlab.account.Account;
import org.consentlab.account.AccountStatus;
import org.consentlab.base.ui.FixedText;
import org.consentlab.i18n.Verbatim;
import org.jsoup.nodes.Entities;

/**
 * Lab 4's account as its record says: holder, e-mail, plan, and the status ({@code account-status})
 * under its code name ({@code ACTIVE}, {@code DELETED}), which stays as it is in every language.
 * The heading, the labels and the holder's line are markup rather than components (one state node
 * each instead of up to seven), as every open page is held on the server; the status stays a
 * component, for focus goes to it after a Confirm.
 */
class AccountCard extends Composite<Div> {

    /** Name and e-mail are the record's, never translated; the plan is the record's English words. */
    private static final String HOLDER = """
            <span translate="no" class="ltr">%s</span><span>%s</span>\
            <span lang="en" translate="no" class="ltr">%s</span>""";

    private final Paragraph holder = new Paragraph();
    private final Span status = Verbatim.code(new Span());

    AccountCard() {
        status.setId("account-status");
        Div card = getContent();
        card.addClassName("account-card");
        card.add(
                FixedText.of(new H2(), getTranslation("lab.4.account")),
                holder,
                new Div(FixedText.of(new Span(), getTranslation("lab.4.status") + " "), status));
    }

    void show(Account account) {
        holder.getElement()
                .setProperty(
                        "innerHTML",
                        HOLDER.formatted(
                                Entities.escape(account.holder() + " · " + account.email()),
                                Entities.escape(" · " + getTranslation("lab.4.plan") + " "),
                                Entities.escape(account.plan())));
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
