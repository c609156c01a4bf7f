package org.consentlab.audit.ui;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.NativeDetails;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.data.renderer.ComponentRenderer;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import java.util.stream.Stream;
import org.consentlab.audit.AuditLog;
import org.consentlab.audit.AuditRecord;
import org.consentlab.audit.ChainCheck;
import org.consentlab.audit.HistoryRemovals;
import org.consentlab.audit.OutcomeVocabulary;
import org.consentlab.base.Timestamps;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;

/**
 * Every audit row of this browser's sandbox, newest first, growing live as calls happen. The grid
 * is lazy: it fetches only the rows on screen, filtered in the database, so the page costs the
 * same with 30,000 rows as with 3. One line per row; a click opens the row's full details.
 */
@Menu(order = 10, title = "Audit log", icon = "vaadin:list")
@Route(value = "audit", layout = MainLayout.class)
@PageTitle("Audit log · Consent Lab")
@AnonymousAllowed
class AuditView extends VerticalLayout {

    private static final String ANY = "any";

    private final SandboxId sandbox;
    private final AuditLog audit;
    private final Grid<AuditRecord> grid = new Grid<>();
    private final Select<String> tool = new Select<>();
    private final Select<String> outcome = new Select<>();
    private final Span chain = new Span();
    private final Paragraph removed = new Paragraph();
    private final HistoryRemovals removals;
    private List<String> toolsShown = List.of();

    AuditView(
            CurrentSandbox current,
            AuditLog audit,
            HistoryRemovals removals,
            OutcomeVocabulary outcomes,
            SandboxEvents events) {
        this.sandbox = current.get();
        this.audit = audit;
        this.removals = removals;
        // The height is the stylesheet's (.audit-page): the window's under the top bar. Full size would set 100%
        // inline, of a <main> that has no height of its own, and leave the grid its default 400 px.
        setWidthFull();
        tool.setId("audit-filter-tool");
        tool.setLabel("Tool");
        outcome.setId("audit-filter-outcome");
        outcome.setLabel("Outcome");
        outcome.setItems(Stream.concat(Stream.of(ANY, AuditLog.NO_OUTCOME), outcomes.outcomeLabels().stream())
                .toList());
        outcome.setValue(ANY);
        tool.addValueChangeListener(e -> grid.getDataProvider().refreshAll());
        outcome.addValueChangeListener(e -> grid.getDataProvider().refreshAll());

        grid.setId("audit-grid");
        // Cells wrap rather than cut their text off: a channel such as simulated-agent breaks at its hyphen and
        // the description takes as many lines as it needs, so every column reads in full at 1024 px beside the menu.
        grid.addThemeVariants(
                GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES, GridVariant.LUMO_WRAP_CELL_CONTENT);
        grid.addColumn(r -> Timestamps.clock(r.at()))
                .setHeader("At")
                .setWidth("7rem")
                .setFlexGrow(0);
        // Tool and event share a column (two short words, one under the other) to leave the description room.
        // It grows a little with the screen (a quarter of what the description gains): where there is room,
        // "delete_account · decision" stays on one line, and rows of fewer lines let a screen show ten or more.
        grid.addColumn(r -> r.action() + " · " + r.event().label())
                .setHeader("Tool · event")
                .setWidth("9rem")
                .setFlexGrow(1);
        grid.addColumn(AuditRecord::channel)
                .setHeader("Channel")
                .setWidth("7rem")
                .setFlexGrow(0);
        grid.addColumn(AuditRecord::description)
                .setHeader("Description")
                .setWidth("10rem")
                .setFlexGrow(4);
        grid.addColumn(AuditView::decisionAndOutcome)
                .setHeader("Decision · outcome")
                .setWidth("7.5rem")
                .setFlexGrow(0);
        grid.setItemDetailsRenderer(new ComponentRenderer<>(row -> new AuditDetails(row, outcomes::meaning)));
        grid.setEmptyStateText("No audit rows yet: call a tool in a lab.");
        grid.setItems(
                query ->
                        audit
                                .page(sandbox, filter(tool), filter(outcome), query.getOffset(), query.getLimit())
                                .stream(),
                query -> audit.count(sandbox, filter(tool), filter(outcome)));
        setFlexGrow(1, grid);

        chain.setId("audit-chain");
        removed.setId("audit-history-removed");
        removed.addClassName("audit-removed");

        // Above the rows, as little height as says it all, so that a screen shows ten rows or more: the filters and
        // the chain's state on one line, and what each outcome means one click away (a native <details>).
        HorizontalLayout bar = new HorizontalLayout(tool, outcome, chain);
        bar.addClassName("audit-bar");
        bar.setAlignItems(Alignment.BASELINE);
        NativeDetails meanings = new NativeDetails("What each outcome means", legend(outcomes));
        meanings.setId("audit-outcome-meanings");
        meanings.addClassName("audit-meanings");
        Paragraph intro = new Paragraph("Append-only. Each call leaves a request row, each gate a decision row, each "
                + "effect a result row. Args are masked; rows are never changed. Click a row for all its fields.");
        intro.addClassName("audit-intro");
        setSpacing(false);
        addClassName("audit-page");
        add(new H1("Audit log"), intro, removed, bar, meanings, grid);
        reload();
        events.refreshWhileAttached(this, sandbox, this::reload);
    }

    private void reload() {
        // Verifying reads the sandbox's rows; redraws are coalesced, so this runs at most once per redraw gap.
        ChainCheck check = audit.verify(sandbox);
        chain.setText(check.describe());
        chain.getElement().setAttribute("data-intact", Boolean.toString(check.intact()));
        chain.getStyle().setColor(check.intact() ? "var(--lumo-success-text-color)" : "var(--lumo-error-text-color)");
        // A chain that verifies may still be one that started again: the page says when history was removed.
        var removal = removals.latest(sandbox);
        removed.setText(removal.map(HistoryRemovals.Removal::describe).orElse(""));
        removed.setVisible(removal.isPresent());
        List<String> tools = audit.actions(sandbox);
        if (!tools.equals(toolsShown)) {
            toolsShown = tools;
            String chosen = chosen(tool);
            tool.setItems(Stream.concat(Stream.of(ANY), tools.stream()).toList());
            tool.setValue(chosen);
        }
        grid.getDataProvider().refreshAll();
    }

    /** What each outcome means, once above the rows: the words are short, and a row's details repeat its own. */
    private static Paragraph legend(OutcomeVocabulary outcomes) {
        Paragraph legend = new Paragraph();
        legend.setId("audit-outcome-legend");
        legend.addClassName("audit-legend");
        legend.add(new Span("Outcomes: "));
        outcomes.outcomeLabels().forEach(label -> {
            Span term = new Span(label);
            term.addClassName("audit-legend-term");
            legend.add(new Span(term, new Span(" — " + outcomes.meaning(label) + " ")));
        });
        return legend;
    }

    /** One column for both, so that the row fits 1024 px: the outcome only where it says more than the decision. */
    private static String decisionAndOutcome(AuditRecord row) {
        String decision = row.decision() == null ? "" : row.decision();
        if (row.outcome() == null || row.outcome().equals(decision)) {
            return decision;
        }
        return decision.isEmpty() ? row.outcome() : decision + " · " + row.outcome();
    }

    /** The filter value for the database: null means any. */
    private static String filter(Select<String> select) {
        String chosen = chosen(select);
        return ANY.equals(chosen) ? null : chosen;
    }

    /** Replacing a select's items clears its value for a moment; that moment means "any". */
    private static String chosen(Select<String> select) {
        return select.getValue() == null ? ANY : select.getValue();
    }
}
