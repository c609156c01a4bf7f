package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.stream.IntStream;
import org.consentlab.consent.tool.ApproverLimits;
import org.consentlab.i18n.Texts;

/**
 * Lab 8's words: what the page asks of the learner, and where each design it shows comes from, one
 * line per framework. Kept apart from the view so the view only assembles. The amounts are written
 * by {@link Texts#money}, as the page's language writes money.
 */
final class DecisionsLabText {

    /** The batch agent's refund and payment (as its turn asks them) and the whole amount of the order it refunds. */
    static final int REFUND_CENTS = 4000;

    static final int PAYMENT_CENTS = 90_000;
    static final int ORDER_CENTS = 12_000;
    private static final int ORIGINS = 8;

    private DecisionsLabText() {}

    /** Short, so that the batch below it is on the first screen at 1024×768. */
    static Paragraph lead() {
        return new Paragraph(Texts.t("decisions.lead"));
    }

    /** The limits' figures are read from {@link ApproverLimits}, where the decisions read them too. */
    static Paragraph howItWorks(ApproverLimits limits) {
        Paragraph how = new Paragraph(Texts.t(
                "decisions.how",
                Texts.money(REFUND_CENTS),
                Texts.money(PAYMENT_CENTS),
                Texts.money(ORDER_CENTS),
                Texts.money(ApproverLimits.REFUND_PER_ORDER_CENTS),
                rule(limits)));
        how.setId("decisions-how");
        return how;
    }

    /** {@link ApproverLimits#rule()} in the page's language, with the same figures. */
    static String rule(ApproverLimits limits) {
        long minutes = limits.window().toMinutes();
        String window = minutes % 60 == 0
                ? Texts.t("decisions.window.hours", minutes / 60)
                : Texts.t("decisions.window.minutes", minutes);
        return Texts.t(
                "decisions.rule",
                Texts.money(ApproverLimits.REFUND_PER_ORDER_CENTS),
                Texts.money(ApproverLimits.PAYMENT_PER_PAYEE_CENTS),
                window);
    }

    static Div origins() {
        UnorderedList list = new UnorderedList();
        IntStream.rangeClosed(1, ORIGINS).forEach(n -> list.add(new ListItem(Texts.t("decisions.origins." + n))));
        list.setId("decisions-origins");
        return new Div(new H2(Texts.t("decisions.origins.title")), list);
    }

    static Div demos() {
        Anchor notBound = demo("approval-not-bound");
        Anchor hides = demo("approve-all-hides");
        Div links = new Div(notBound, hides);
        links.addClassName("decisions-demos");
        return new Div(new H2(Texts.t("decisions.demos.title")), new Paragraph(Texts.t("decisions.demos.text")), links);
    }

    private static Anchor demo(String mode) {
        Anchor link = new Anchor("demo/" + mode, Texts.t("decisions.demos.link", Texts.isolate(mode)));
        link.setId("decisions-demo-" + mode);
        return link;
    }
}
