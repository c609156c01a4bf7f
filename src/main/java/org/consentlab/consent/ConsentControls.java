package org.consentlab.consent;

import com.vaadin.flow.component.Component;
import java.time.Clock;
import java.util.function.Consumer;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Service;

/** Hands views the human Confirm control for a gate; views never see the confirm itself. */
@Service
public class ConsentControls {

    private final AccountDeletion deletion;
    private final ConsentGates gates;
    private final Clock clock;

    ConsentControls(AccountDeletion deletion, ConsentGates gates, Clock clock) {
        this.deletion = deletion;
        this.gates = gates;
        this.clock = clock;
    }

    /** The card for a pending gate; {@code onDecided} receives what the decision did, in words. */
    public Component gateCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        return new ConsentGateCard(gate, viewer, deletion, gates, clock, onDecided);
    }
}
