package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.Set;
import java.util.function.BiConsumer;
import org.consentlab.instructor.FailureMode;

/** The recipe's failure-mode table: symptom, the wrong design, the fix, and a switch per row. */
class FailureModeTable extends Composite<Div> {

    private final BiConsumer<FailureMode, Boolean> onSwitch;

    FailureModeTable(BiConsumer<FailureMode, Boolean> onSwitch) {
        this.onSwitch = onSwitch;
        getContent().setId("failure-mode-table");
        getContent().addClassName("failure-mode-table");
    }

    void show(Set<FailureMode> on) {
        Div table = getContent();
        table.removeAll();
        table.add(row(new Span("Switch"), "What goes wrong", "Wrong design (when on)", "The fix (when off)"));
        for (FailureMode mode : FailureMode.values()) {
            Checkbox toggle = new Checkbox(mode.label(), on.contains(mode));
            toggle.setId("failure-mode-" + mode.label());
            toggle.addValueChangeListener(event -> {
                if (event.isFromClient()) {
                    onSwitch.accept(mode, event.getValue());
                }
            });
            Div row = row(toggle, mode.symptom(), mode.wrongDesign(), mode.fix());
            row.addClassName(on.contains(mode) ? "mode-on" : "mode-off");
            table.add(row);
        }
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
