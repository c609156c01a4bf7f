package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import org.consentlab.base.ui.LeanButton;
import org.consentlab.tool.Channel;

/**
 * Lab 4's two ways to ask for delete_account in the page, and the sandbox's reset: the learner's own
 * button ({@code request-deletion}) and a simulated agent ({@code simulate-agent}). Each press fires a
 * {@link Asked} naming its channel; the page makes the call.
 */
class AccountRequests extends Composite<HorizontalLayout> {

    private final Button request;

    /** delete_account was asked for on {@code channel}, by {@code caller} as the call records name it. */
    static final class Asked extends ComponentEvent<AccountRequests> {

        private final Channel channel;
        private final String caller;

        Asked(AccountRequests source, Channel channel, String caller) {
            super(source, true);
            this.channel = channel;
            this.caller = caller;
        }

        Channel channel() {
            return channel;
        }

        String caller() {
            return caller;
        }
    }

    AccountRequests(Component reset) {
        request = new LeanButton(
                getTranslation("lab.4.request"), e -> fireEvent(new Asked(this, Channel.BUTTON, "learner")));
        request.setId("request-deletion");
        request.addThemeVariants(ButtonVariant.LUMO_ERROR);
        Button simulate = new LeanButton(
                getTranslation("lab.4.simulate"),
                e -> fireEvent(new Asked(this, Channel.SIMULATED_AGENT, "simulated-agent")));
        simulate.setId("simulate-agent");
        getContent().add(request, simulate, reset);
    }

    void onAsked(ComponentEventListener<Asked> listener) {
        addListener(Asked.class, listener);
    }

    /** Where focus goes after a Cancel: the control that asks again. */
    Button request() {
        return request;
    }
}
