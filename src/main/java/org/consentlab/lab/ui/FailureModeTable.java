package org.consentlab.lab.ui;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import org.consentlab.instructor.FailureMode;

/**
 * The recipe's failure-mode table: symptom, the wrong design, the fix, and a switch per row. The
 * rows are built once and only their switch and shading follow the sandbox: a switch created anew
 * on every refresh would send its initial state from the browser each time, which a modal approval
 * dialog (making the page inert) turns into a burst of ignored events. A person's switch fires a
 * {@link SwitchedEvent}; the page decides what it changes.
 */
class FailureModeTable extends Composite<Div> {

    private final Map<FailureMode, Checkbox> switches = new EnumMap<>(FailureMode.class);

    /** A person turned {@code mode} on or off in the table. */
    static final class SwitchedEvent extends ComponentEvent<FailureModeTable> {

        private final FailureMode mode;
        private final boolean on;

        SwitchedEvent(FailureModeTable source, FailureMode mode, boolean on) {
            super(source, true);
            this.mode = mode;
            this.on = on;
        }

        FailureMode mode() {
            return mode;
        }

        boolean on() {
            return on;
        }
    }

    /** The table of the modes that bend lab {@code lab}'s own tools (FailureMode.lab()). */
    FailureModeTable(int lab) {
        Div table = getContent();
        table.setId("failure-mode-table");
        table.addClassName("failure-mode-table");
        table.add(row(
                new Span(getTranslation("lab.failure-modes.switch")),
                getTranslation("lab.failure-modes.symptom"),
                getTranslation("lab.failure-modes.wrong"),
                getTranslation("lab.failure-modes.fix")));
        // A lab shows the modes that bend its own tools; the instructor's page shows them all.
        for (FailureMode mode : FailureMode.values()) {
            if (mode.lab() != lab) {
                continue;
            }
            Checkbox toggle = new Checkbox(mode.label(), false);
            toggle.setId("failure-mode-" + mode.label());
            toggle.addValueChangeListener(event -> {
                if (event.isFromClient()) {
                    fireEvent(new SwitchedEvent(this, mode, event.getValue()));
                }
            });
            switches.put(mode, toggle);
            table.add(row(toggle, mode.symptom(), mode.wrongDesign(), mode.fix()));
        }
        show(Set.of());
    }

    void addSwitchedListener(ComponentEventListener<SwitchedEvent> listener) {
        addListener(SwitchedEvent.class, listener);
    }

    void show(Set<FailureMode> on) {
        switches.forEach((mode, toggle) -> {
            toggle.setValue(on.contains(mode));
            toggle.getParent().ifPresent(row -> {
                row.getElement().getClassList().set("mode-on", on.contains(mode));
                row.getElement().getClassList().set("mode-off", !on.contains(mode));
            });
        });
    }

    private static Div row(com.vaadin.flow.component.Component first, String... cells) {
        Div row = new Div(first);
        row.addClassName("failure-mode-row");
        for (String cell : cells) {
            row.add(new Span(cell));
        }
        return row;
    }
}
