package org.consentlab.consent;

import com.vaadin.flow.component.ClickEvent;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import java.time.Clock;
import java.time.Instant;
import java.util.function.Consumer;
import java.util.function.Function;
import org.consentlab.base.Timestamps;
import org.consentlab.sandbox.SandboxId;

/**
 * The human's Confirm control for one pending gate, and the only caller of any confirm. It acts
 * on a click only when the click came from the browser (not from server code firing a click)
 * and only for the sandbox of the page it sits in.
 */
public class ConsentGateCard extends Composite<Div> {

    private final Gate gate;
    private final SandboxId viewer;
    private final AccountDeletion deletion;
    private final ConsentGates gates;
    private final Clock clock;
    private final Consumer<String> onDecided;

    ConsentGateCard(Gate gate, SandboxId viewer, AccountDeletion deletion, ConsentGates gates, Clock clock,
                    Consumer<String> onDecided) {
        this.gate = gate;
        this.viewer = viewer;
        this.deletion = deletion;
        this.gates = gates;
        this.clock = clock;
        this.onDecided = onDecided;
        Div card = getContent();
        card.setId("consent-gate");
        card.addClassName("consent-gate");
        card.getElement().setAttribute("role", "alertdialog");
        card.getElement().setAttribute("aria-labelledby", "consent-gate-title");
        H3 title = new H3("Consent needed: " + gate.tool());
        title.setId("consent-gate-title");
        Paragraph consequence = new Paragraph(gate.consequence());
        consequence.setId("consent-consequence");
        consequence.addClassName("consequence");
        Paragraph meta = new Paragraph("Gate #%d · requires %s · expires at %s if nobody decides"
                .formatted(gate.id(), gate.requiredDecision().label(), Timestamps.clock(gate.expiresAt())));
        meta.addClassName("meta");
        Button confirm = new Button("Confirm delete", event -> decide(event, this::confirm));
        confirm.setId("consent-confirm");
        confirm.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_ERROR);
        confirm.setDisableOnClick(true);
        Button cancel = new Button("Cancel", event -> decide(event, gates::decline));
        cancel.setId("consent-cancel");
        cancel.setDisableOnClick(true);
        card.add(title, consequence, meta, new HorizontalLayout(confirm, cancel));
    }

    private void decide(ClickEvent<Button> event, Function<HumanDecision, String> decision) {
        if (!event.isFromClient()) {
            onDecided.accept("Ignored: that click did not come from a person in the page.");
            return;
        }
        onDecided.accept(decision.apply(new HumanDecision(gate.id(), viewer, "learner@" + viewer.shortForm(),
                Instant.now(clock))));
    }

    /** Every gated tool's confirm, listed here and nowhere else. */
    private String confirm(HumanDecision decision) {
        return switch (gate.tool()) {
            case AccountDeletion.TOOL -> deletion.confirmDeletion(decision);
            default -> "No confirm exists for " + gate.tool() + "; nothing was done.";
        };
    }
}
