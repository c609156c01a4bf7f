package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.i18n.Texts;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.SelfApprovalRuns;

/**
 * Lab 7's pickers and Run: which defence Confirm holds with ({@code defence}), what the agent can do
 * on the page ({@code agent-capability}), Run ({@code run-agent}) and the sandbox's reset. The
 * pickers' labels are the ids testers and the matrix use. Run fires a {@link RunAsked}; a person
 * changing a picker fires a {@link Picked}; the page decides what either does.
 */
class SelfApprovalPickers extends Composite<HorizontalLayout> {

    private final Select<ConfirmDefence> defence =
            Pickers.ofAll("defence", "selfapproval.picker.defence", ConfirmDefence::id, ConfirmDefence.NONE);
    private final Select<AgentCapability> capability = Pickers.ofAll(
            "agent-capability", "selfapproval.picker.capability", AgentCapability::id, AgentCapability.SCRIPT_CLICK);

    /** Run was pressed: the agent should request, then act on the page. */
    static final class RunAsked extends ComponentEvent<SelfApprovalPickers> {
        RunAsked(SelfApprovalPickers source) {
            super(source, true);
        }
    }

    /** A person changed a picker ({@code which}: {@code defence} or {@code capability}) to the id {@code to}. */
    static final class Picked extends ComponentEvent<SelfApprovalPickers> {

        private final String which;
        private final String to;

        Picked(SelfApprovalPickers source, String which, String to) {
            super(source, true);
            this.which = which;
            this.to = to;
        }

        String which() {
            return which;
        }

        String to() {
            return to;
        }
    }

    SelfApprovalPickers(Component reset) {
        Button run = new Button(getTranslation("selfapproval.run"), e -> fireEvent(new RunAsked(this)));
        run.setId("run-agent");
        run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        // Only a person's change is news: the page setting a picker (to the run the records hold) fires nothing.
        defence.addValueChangeListener(
                e -> picked(e.isFromClient(), "defence", e.getValue().id()));
        capability.addValueChangeListener(
                e -> picked(e.isFromClient(), "capability", e.getValue().id()));
        HorizontalLayout row = getContent();
        row.add(defence, capability, run, reset);
        row.setWrap(true);
        row.setAlignItems(FlexComponent.Alignment.END);
    }

    /** Shows the pickers a run ran under: a reloaded page shows the run the records hold. Fires nothing. */
    void ranUnder(SelfApprovalRuns.Run last) {
        defence.setValue(last.defence());
        capability.setValue(last.capability());
    }

    void onPicked(ComponentEventListener<Picked> listener) {
        addListener(Picked.class, listener);
    }

    private void picked(boolean byAPerson, String which, String to) {
        if (byAPerson) {
            fireEvent(new Picked(this, which, to));
        }
    }

    void onRunAsked(ComponentEventListener<RunAsked> listener) {
        addListener(RunAsked.class, listener);
    }

    ConfirmDefence defence() {
        return defence.getValue();
    }

    AgentCapability capability() {
        return capability.getValue();
    }

    /** The pair the next run runs under, as the matrix names it ({@code defence × capability}), kept left to right. */
    String pair() {
        return Texts.isolate(
                defence.getValue().id() + " × " + capability.getValue().id());
    }
}
