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
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
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
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.TranslatedPage;
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
@AnonymousAllowed
class AuditView extends VerticalLayout implements HasDynamicTitle, TranslatedPage {

    private static final String ANY = "any";
    private static final java.util.Set<String> KNOWN_OUTCOMES =
            java.util.Set.of("declined", "timed-out", "cancelled", "navigated-away", "session-lost", "policy");

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
        tool.setLabel(getTranslation("audit.filter.tool"));
        tool.setItemLabelGenerator(AuditView::shown);
        outcome.setId("audit-filter-outcome");
        outcome.setLabel(getTranslation("audit.filter.outcome"));
        outcome.setItemLabelGenerator(AuditView::shown);
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
                .setHeader(getTranslation("audit.column.at"))
                .setWidth("7rem")
                .setFlexGrow(0);
        // Tool and event share a column (two short words, one under the other) to leave the description room.
        // It grows a little with the screen (a quarter of what the description gains): where there is room,
        // "delete_account · decision" stays on one line, and rows of fewer lines let a screen show ten or more.
        grid.addColumn(r -> r.action() + " · " + r.event().label())
                .setHeader(getTranslation("audit.column.tool-event"))
                .setWidth("9rem")
                .setFlexGrow(1);
        grid.addColumn(AuditRecord::channel)
                .setHeader(getTranslation("audit.column.channel"))
                .setWidth("7rem")
                .setFlexGrow(0);
        grid.addColumn(AuditRecord::description)
                .setHeader(getTranslation("audit.column.description"))
                .setWidth("10rem")
                .setFlexGrow(4);
        grid.addColumn(AuditView::decisionAndOutcome)
                .setHeader(getTranslation("audit.column.decision-outcome"))
                .setWidth("7.5rem")
                .setFlexGrow(0);
        grid.setItemDetailsRenderer(
                new ComponentRenderer<>(row -> new AuditDetails(row, label -> meaning(outcomes, label))));
        grid.setEmptyStateText(getTranslation("audit.empty"));
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
        NativeDetails meanings = new NativeDetails(getTranslation("audit.meanings"), legend(outcomes));
        meanings.setId("audit-outcome-meanings");
        meanings.addClassName("audit-meanings");
        Paragraph intro = new Paragraph(getTranslation("audit.intro"));
        intro.addClassName("audit-intro");
        setSpacing(false);
        addClassName("audit-page");
        add(new H1(getTranslation("audit.title")), intro, removed, bar, meanings, grid);
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
        legend.add(new Span(Texts.t("audit.outcomes") + " "));
        outcomes.outcomeLabels().forEach(label -> {
            // The word a row holds, as the rows and the filter show it; its meaning is in the page's language.
            Span term = new Span(label);
            term.addClassNames("audit-legend-term", "ltr");
            term.getElement().setAttribute("translate", "no");
            legend.add(new Span(term, new Span(" — " + meaning(outcomes, label) + " ")));
        });
        return legend;
    }

    /**
     * What an outcome means, in the page's language: the outcomes a call can end with are known words; any
     * other (a newer version's) is explained by whoever wrote it.
     */
    static String meaning(OutcomeVocabulary outcomes, String label) {
        return KNOWN_OUTCOMES.contains(label) ? Texts.t("audit.outcome." + label) : outcomes.meaning(label);
    }

    /** "any" in the page's language; a tool's name and an outcome's word stay as the rows hold them. */
    private static String shown(String item) {
        return ANY.equals(item) ? Texts.t("audit.filter.any") : item;
    }

    @Override
    public String getPageTitle() {
        return getTranslation("audit.page-title");
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
