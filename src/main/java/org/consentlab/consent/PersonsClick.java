package org.consentlab.consent;

import com.vaadin.flow.component.button.Button;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.consentlab.base.ui.TrustedClickEvent;

/**
 * Lab 4's Confirm defence on any button that stands for a person's yes: a click, as the server
 * saw it ({@link TrustedClickEvent}), under the defence in force at the click (trusted-event; none while the
 * agent-presses-confirm failure mode is on). A server-side click is ignored as everywhere; a click
 * the browser did not mark trusted is refused and the button comes back for the person.
 */
final class PersonsClick {

    /** Said after what an untrusted click did: only the failure mode lets one through, and no person made it. */
    static final String UNTRUSTED_ACCEPTED = "No person confirmed this: the click was untrusted (a script's click(), "
            + "not a person's press), and Confirm accepted it only because the agent-presses-confirm failure mode is on.";

    private PersonsClick() {}

    static Button on(
            Button button,
            Supplier<ConfirmDefence> defenceNow,
            Consumer<String> onDecided,
            Function<TrustedClickEvent, String> decide) {
        button.addClickListener(event -> HumanDecisions.ignored(event).ifPresent(onDecided));
        TrustedClickEvent.listen(button, event -> {
            if (!event.isFromClient()) {
                return;
            }
            ConfirmDefence defence = defenceNow.get();
            Optional<String> refusal = defence.refusal(event.isTrusted(), ConfirmDefence.HOLD_MILLIS, "", "");
            refusal.ifPresent(why -> button.setEnabled(true));
            onDecided.accept(refusal.map(why -> "REFUSED by " + defence.id() + ": " + why + ". Nothing was done.")
                    .orElseGet(() ->
                            event.isTrusted() ? decide.apply(event) : decide.apply(event) + " " + UNTRUSTED_ACCEPTED));
        });
        return button;
    }
}
