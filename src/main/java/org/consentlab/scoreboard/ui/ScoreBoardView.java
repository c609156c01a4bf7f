package org.consentlab.scoreboard.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.Optional;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.i18n.TranslatedPage;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.scoreboard.Board;
import org.consentlab.scoreboard.BoardExercise;

/**
 * The score board: every exercise of every lab (and of any feature that contributes some) with its
 * stars, category, points and status read from this sandbox's records, the learner's totals, the
 * filters, and the continue code. Updated live as the records change.
 */
@Menu(order = 9, title = "Score board", icon = "vaadin:trophy")
@Route(value = "score-board", layout = MainLayout.class)
@AnonymousAllowed
class ScoreBoardView extends Div implements HasDynamicTitle, TranslatedPage {

    private final ScoreBoardModel model;
    private final SandboxId sandbox;
    private final Paragraph total = new Paragraph();
    private final BoardTable table;
    private final BoardFilters filters;
    private final ContinueCodePanel codes;
    private Board shown;

    ScoreBoardView(ScoreBoardModel model) {
        this.model = model;
        this.sandbox = model.current().get();
        addClassName("score-board-page");
        total.setId("score-board-total");
        table = new BoardTable(
                model.key().configured(),
                row -> row.done() ? model.key().flag(row.exercise().id()) : Optional.empty());
        filters = new BoardFilters(
                model.board().exercises().stream()
                        .map(BoardExercise::category)
                        .distinct()
                        .toList(),
                this::redrawTable);
        codes = new ContinueCodePanel(
                () -> model.backups().codeFor(sandbox),
                () -> model.backups().backupOf(sandbox),
                text -> model.backups().restore(sandbox, text));
        shown = model.board().of(sandbox);
        add(
                new H1(getTranslation("scoreboard.title")),
                new Paragraph(getTranslation("scoreboard.intro")),
                total,
                filters,
                table,
                codes);
        refresh();
        model.events().refreshWhileAttached(this, sandbox, this::refresh);
    }

    private void refresh() {
        shown = model.board().of(sandbox);
        total.setText(getTranslation(
                "scoreboard.total",
                shown.done(),
                shown.rows().size(),
                shown.percentDone(),
                shown.points(),
                shown.maxPoints(),
                shown.hintsUsed()));
        redrawTable();
        codes.refresh();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("scoreboard.page-title");
    }

    private void redrawTable() {
        table.show(shown, filters.shown());
    }
}
