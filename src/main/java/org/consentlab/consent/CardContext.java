package org.consentlab.consent;

import java.time.Clock;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.sandbox.SandboxId;

/**
 * What every card is decided with (the gate, the tool that armed it, whose page it is in, where the
 * words go, Lab 4's defence), and how one press on it is judged before it decides anything, the
 * same for a person's card ({@link CardDecisions}) and an approver's ({@link ApproverDecisions}).
 */
record CardContext(
        Gate gate,
        GatedTool tool,
        SandboxId viewer,
        DecidingParts deciding,
        Consumer<String> onDecided,
        Supplier<ConfirmDefence> lab4Defence) {

    /** Said after what an untrusted click did: only the failure mode lets one through, and no person made it. */
    static final String UNTRUSTED_ACCEPTED = "No person confirmed this: the click was untrusted (a script's click(), "
            + "not a person's press), and Confirm accepted it only because the agent-presses-confirm failure mode is on.";

    Clock clock() {
        return deciding.clock();
    }

    /**
     * One press, judged before it decides anything: a click the server made stands for nobody, and
     * one that Lab 4's defence refuses does nothing ({@code again} lets the person press again);
     * otherwise {@code decide} runs, and the page is told what it did, and that no person made an
     * untrusted click that only the failure mode let count.
     */
    void pressed(boolean fromAPerson, Optional<Boolean> trusted, Runnable again, Supplier<String> decide) {
        if (!fromAPerson) {
            onDecided.accept(HumanDecisions.NOT_A_PERSON);
            return;
        }
        Optional<String> refused = trusted.flatMap(press -> refusal(lab4Defence.get(), press));
        if (refused.isPresent()) {
            again.run();
            onDecided.accept(refused.get());
            return;
        }
        String told = decide.get();
        onDecided.accept(trusted.orElse(true) ? told : told + " " + UNTRUSTED_ACCEPTED);
    }

    /** Lab 4's defence on a press: refused (and why, in words), or empty when it may count. */
    private static Optional<String> refusal(ConfirmDefence defence, boolean trusted) {
        return defence.refusal(trusted, ConfirmDefence.HOLD_MILLIS, "", "")
                .map(why -> "REFUSED by " + defence.id() + ": " + why + ". Nothing was done.");
    }
}
