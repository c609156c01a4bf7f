package org.consentlab.audit.ui;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.consentlab.audit.AuditLog;
import org.consentlab.audit.AuditRecord;
import org.consentlab.audit.ChainCheck;
import org.consentlab.base.Timestamps;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.Outcome;

/** Every audit row of this browser's sandbox, newest first, growing live as calls happen. */
@Route(value = "audit", layout = MainLayout.class)
@PageTitle("Audit log · Consent Lab")
@AnonymousAllowed
class AuditView extends VerticalLayout {

    private static final String ANY = "any";

    private final SandboxId sandbox;
    private final AuditLog audit;
    private final List<AuditRecord> records = new ArrayList<>();
    private final Grid<AuditRecord> grid = new Grid<>();
    private final Select<String> tool = new Select<>();
    private final Select<String> outcome = new Select<>();
    private final Span chain = new Span();

    AuditView(CurrentSandbox current, AuditLog audit, SandboxEvents events) {
        this.sandbox = current.get();
        this.audit = audit;
        setSizeFull();
        tool.setId("audit-filter-tool");
        tool.setLabel("Tool");
        outcome.setId("audit-filter-outcome");
        outcome.setLabel("Outcome");
        outcome.setItems(Stream.concat(Stream.of(ANY, "none"), Stream.of(Outcome.values()).map(Outcome::label)).toList());
        outcome.setValue(ANY);
        tool.addValueChangeListener(e -> filter());
        outcome.addValueChangeListener(e -> filter());

        grid.setId("audit-grid");
        grid.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES, GridVariant.LUMO_WRAP_CELL_CONTENT);
        grid.addColumn(r -> Timestamps.clock(r.at())).setHeader("At").setAutoWidth(true);
        grid.addColumn(AuditRecord::action).setHeader("Tool").setAutoWidth(true);
        grid.addColumn(r -> r.event().label()).setHeader("Event").setAutoWidth(true);
        grid.addColumn(AuditRecord::channel).setHeader("Channel").setAutoWidth(true);
        grid.addColumn(AuditRecord::requester).setHeader("Requester").setAutoWidth(true);
        grid.addColumn(AuditRecord::description).setHeader("Description").setFlexGrow(3);
        grid.addColumn(AuditRecord::maskedArgs).setHeader("Args").setAutoWidth(true);
        grid.addColumn(r -> r.decision() == null ? "" : r.decision() + " by " + r.decidedBy()).setHeader("Decision")
                .setAutoWidth(true);
        grid.addColumn(r -> Objects.toString(r.result(), "")).setHeader("Result").setFlexGrow(3);
        grid.addColumn(r -> Objects.toString(r.outcome(), "")).setHeader("Outcome").setAutoWidth(true);
        grid.addColumn(AuditRecord::route).setHeader("Page").setAutoWidth(true);
        grid.setEmptyStateText("No audit rows yet: call a tool in a lab.");
        chain.setId("audit-chain");

        add(new H2("Audit log"), new Paragraph("Append-only. Each call leaves a request row, each gate a decision "
                + "row, each effect a result row. Args are masked; rows are never changed."), chain,
                new HorizontalLayout(tool, outcome), grid);
        reload();
        events.refreshWhileAttached(this, sandbox, this::reload);
    }

    private void reload() {
        ChainCheck check = audit.verify(sandbox);
        chain.setText(check.describe());
        chain.getElement().setAttribute("data-intact", Boolean.toString(check.intact()));
        chain.getStyle().setColor(check.intact() ? "var(--lumo-success-text-color)" : "var(--lumo-error-text-color)");
        records.clear();
        records.addAll(audit.records(sandbox));
        records.sort(Comparator.comparingLong(AuditRecord::seq).reversed());
        String chosen = chosen(tool);
        tool.setItems(Stream.concat(Stream.of(ANY), records.stream().map(AuditRecord::action).distinct().sorted()).toList());
        tool.setValue(chosen);
        filter();
    }

    private void filter() {
        String toolChosen = chosen(tool);
        String outcomeChosen = chosen(outcome);
        grid.setItems(records.stream()
                .filter(r -> ANY.equals(toolChosen) || toolChosen.equals(r.action()))
                .filter(r -> ANY.equals(outcomeChosen)
                        || ("none".equals(outcomeChosen) ? r.outcome() == null : outcomeChosen.equals(r.outcome())))
                .toList());
    }

    /** Replacing a select's items clears its value for a moment; that moment means "any". */
    private static String chosen(Select<String> select) {
        return select.getValue() == null ? ANY : select.getValue();
    }
}
