package org.consentlab.lab.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.Element;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.consentlab.base.Timestamps;
import org.consentlab.base.ui.TrustedClickEvent;
import org.consentlab.i18n.Texts;
import org.consentlab.toolcall.DeclineBreaker;

/**
 * The decline breaker's banner ({@code decline-breaker}): a one-line summary of what it holds back
 * and what it does not, the whole account in a disclosure (open on the page where it tripped,
 * closed elsewhere, so that it costs other pages one line), and the person's control to lift it.
 * The words follow {@code PersonsOwnCalls} and {@code ApprovalFatigue}: agents' requests (the agent
 * panel, the Tool Inspector, WebMCP, MCP) are refused with the advice to ask in conversation; the
 * page's own buttons and the runs the person starts (Lab 5's Play and Step, Lab 7's Run) still ask.
 */
final class DeclineBreakerNotice {

    private DeclineBreakerNotice() {}

    /** {@code lift} is called on a person's click only: an agent's script calling click() is ignored. */
    static Div of(List<DeclineBreaker> on, boolean open, Consumer<List<DeclineBreaker>> lift) {
        String tools = on.stream().map(DeclineBreaker::tool).collect(Collectors.joining(", "));
        Element summary = new Element("summary");
        summary.setText(summary(tools));
        summary.setAttribute("id", "decline-breaker-summary");
        Element details = new Element("details");
        details.setAttribute("id", "decline-breaker-details");
        details.appendChild(summary, new Element("p").setText(account(on)));
        if (open) {
            details.setAttribute("open", true);
        }
        Button liftButton = new Button(Texts.t("consent.breaker.lift"));
        liftButton.setId("decline-breaker-lift");
        liftButton.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_CONTRAST);
        TrustedClickEvent.listen(liftButton, click -> {
            if (click.isTrusted()) {
                lift.accept(on);
            }
        });
        Div banner = new Div();
        banner.getElement().appendChild(details);
        banner.add(liftButton);
        banner.setId("decline-breaker");
        banner.addClassName("decline-breaker");
        banner.getElement().getClassList().set("compact", !open);
        banner.getElement()
                .setAttribute(
                        "data-tools", on.stream().map(DeclineBreaker::tool).collect(Collectors.joining(" ")));
        return banner;
    }

    static String summary(String tools) {
        return Texts.t("consent.breaker.summary", Texts.isolate(tools));
    }

    /** The live region's sentence when the held tools change. */
    static String announcement(String tools) {
        return tools.isEmpty() ? Texts.t("consent.breaker.off") : Texts.t("consent.breaker.on", Texts.isolate(tools));
    }

    private static String account(List<DeclineBreaker> on) {
        String which = on.stream()
                .map(breaker -> Texts.t(
                        "consent.breaker.held",
                        Texts.isolate(breaker.tool()),
                        breaker.declines(),
                        Timestamps.seconds(breaker.liftsAt())))
                .collect(Collectors.joining("; "));
        return Texts.t("consent.breaker.account", which);
    }
}
