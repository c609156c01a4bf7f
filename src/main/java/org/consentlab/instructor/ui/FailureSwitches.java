package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.consentlab.instructor.ClassMember;
import org.consentlab.instructor.FailureMode;
import org.consentlab.sandbox.SandboxId;
import org.jspecify.annotations.Nullable;

/**
 * A switch per failure mode (every one the lab knows, with its symptom and a link to its demo),
 * scoped by {@code failure-scope} to the whole class or one learner picked by name. The switches
 * show what is on in the scope picked.
 */
class FailureSwitches extends Composite<Div> {

    /** Whom a switch reaches: the class (no sandbox) or one learner. */
    record Scope(String label, @Nullable SandboxId learner) {}

    interface Switchboard {
        Set<FailureMode> on(Scope scope);

        void set(Scope scope, FailureMode mode, boolean on);
    }

    /** The class as a whole; its label is said in the page's language when shown. */
    static final Scope WHOLE_CLASS = new Scope("", null);

    private final Select<Scope> scope = new Select<>();
    private final Map<FailureMode, Checkbox> switches = new EnumMap<>(FailureMode.class);
    private final Switchboard board;

    FailureSwitches(Switchboard board) {
        this.board = board;
        Div root = getContent();
        root.setId("failure-switches");
        root.addClassName("failure-switches");
        scope.setId("failure-scope");
        scope.setLabel(getTranslation("instructor.switches.for"));
        scope.setItemLabelGenerator(
                shown -> shown.learner() == null ? getTranslation("instructor.switches.whole-class") : shown.label());
        scope.setItems(WHOLE_CLASS);
        scope.setValue(WHOLE_CLASS);
        scope.addValueChangeListener(event -> refresh());
        root.add(scope, new Paragraph(getTranslation("instructor.switches.intro")));
        for (FailureMode mode : FailureMode.values()) {
            // The mode's name is an id in every language: left to right, never translated.
            Checkbox toggle = new Checkbox(mode.label(), false);
            toggle.getElement().setAttribute("translate", "no");
            toggle.addClassName("ltr");
            toggle.setId("failure-mode-" + mode.label());
            toggle.addValueChangeListener(event -> {
                if (event.isFromClient()) {
                    board.set(scope.getValue(), mode, event.getValue());
                }
            });
            switches.put(mode, toggle);
            Anchor demo = new Anchor("demo/" + mode.label(), getTranslation("instructor.switches.demo"));
            demo.setId("failure-demo-" + mode.label());
            Span labs = new Span(getTranslation("instructor.switches.changes", mode.labsInWords()));
            labs.setId("failure-mode-" + mode.label() + "-labs");
            labs.addClassName("failure-switch-labs");
            Div row = new Div(toggle, new Span(mode.symptom()), labs, demo);
            row.addClassName("failure-switch");
            root.add(row);
        }
        refresh();
    }

    /** The learners to pick from, by the names they gave; a picked learner who left falls back to the class. */
    void learners(List<ClassMember> members) {
        Scope picked = scope.getValue();
        List<Scope> scopes = new ArrayList<>(List.of(WHOLE_CLASS));
        members.forEach(member -> scopes.add(
                new Scope(member.shownName() + " (" + member.sandbox().shortForm() + ")", member.sandbox())));
        if (scopes.equals(scope.getListDataView().getItems().toList())) {
            return;
        }
        scope.setItems(scopes);
        scope.setValue(scopes.stream()
                .filter(s -> Objects.equals(s.learner(), picked == null ? null : picked.learner()))
                .findFirst()
                .orElse(WHOLE_CLASS));
    }

    void refresh() {
        Set<FailureMode> on = board.on(scope.getValue() == null ? WHOLE_CLASS : scope.getValue());
        switches.forEach((mode, toggle) -> {
            toggle.setValue(on.contains(mode));
            toggle.getParent().ifPresent(row -> row.getElement().getClassList().set("mode-on", on.contains(mode)));
        });
    }
}
