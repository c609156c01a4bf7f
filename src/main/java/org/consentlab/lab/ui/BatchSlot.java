package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.consentlab.consent.turn.DecisionBatch;

/**
 * Where Lab 8's batch is decided. The card is a snapshot of its items' states, so it is built anew
 * only when a state changes (an item decided, timed out, or handed to an approver): a redraw caused
 * by the agent's other traffic never replaces a row the person is typing a reason into. Once every
 * item is answered the last batch stays, showing how each ended, until a new one arrives.
 */
class BatchSlot extends Composite<Div> {

    private final Function<DecisionBatch, Component> card;
    private List<String> shown;

    BatchSlot(Function<DecisionBatch, Component> card) {
        this.card = card;
        getContent().setId("batch-slot");
        getContent().addClassName("batch-slot");
    }

    /** Shows the batch; true when a new one arrived (the page then tells the person once). */
    boolean show(Optional<DecisionBatch> batch) {
        List<String> states = batch.map(BatchSlot::states).orElse(List.of());
        if (Objects.equals(states, shown)) {
            return false;
        }
        boolean arrived = batch.isPresent()
                && (shown == null
                        || shown.isEmpty()
                        || !shown.getFirst()
                                .startsWith(batch.get().items().getFirst().callId() + " "));
        shown = states;
        getContent().removeAll();
        getContent().add(batch.map(card).orElseGet(() -> new Paragraph(getTranslation("decisions.batch.none"))));
        return arrived;
    }

    /**
     * Where the person goes on after a decision: the first control (a button) of the first row still
     * waiting for them, else the card's heading, else the slot itself.
     */
    Component nextToDecide() {
        Optional<Component> pendingRow = descendants(getContent())
                .filter(c -> c.getElement().getClassList().contains("batch-item")
                        && "pending".equals(c.getElement().getAttribute("data-state")))
                .findFirst();
        return pendingRow
                .flatMap(
                        row -> descendants(row).filter(Button.class::isInstance).findFirst())
                .or(() -> descendants(getContent())
                        .filter(c ->
                                c.getId().filter("decision-batch-title"::equals).isPresent())
                        .findFirst())
                .orElse(getContent());
    }

    private static Stream<Component> descendants(Component root) {
        return root.getChildren().flatMap(child -> Stream.concat(Stream.of(child), descendants(child)));
    }

    /** The items' states as shown now: a line about a decision holds only while they stay so. */
    List<String> shown() {
        return shown == null ? List.of() : shown;
    }

    private static List<String> states(DecisionBatch batch) {
        return batch.items().stream()
                .map(item -> item.callId() + " " + item.state())
                .toList();
    }
}
