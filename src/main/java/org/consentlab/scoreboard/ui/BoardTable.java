package org.consentlab.scoreboard.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableBody;
import com.vaadin.flow.component.html.NativeTableCaption;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.NativeTableHeader;
import com.vaadin.flow.component.html.NativeTableHeaderCell;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import org.consentlab.i18n.Texts;
import org.consentlab.scoreboard.Board;
import org.consentlab.scoreboard.BoardExercise;
import org.consentlab.scoreboard.BoardRow;

/**
 * The board as a table: one row per exercise ({@code score-board-row-<id>}, with {@code data-state}
 * and {@code data-difficulty}), the rows the filters leave out hidden. The stars are read out as
 * "n of 6"; the status is a word, not only a colour.
 */
class BoardTable extends Composite<NativeTable> {

    private final Function<BoardRow, Optional<String>> flag;
    private final boolean withFlags;
    private final NativeTableBody body = new NativeTableBody();

    /** {@code flag}: the row's flag, when the row is done; no flag column at all without the event's key. */
    BoardTable(boolean withFlags, Function<BoardRow, Optional<String>> flag) {
        this.flag = flag;
        this.withFlags = withFlags;
        NativeTable table = getContent();
        table.setId("score-board");
        table.addClassName("score-board");
        NativeTableHeader head = new NativeTableHeader();
        NativeTableRow names = new NativeTableRow();
        List<String> columns =
                new ArrayList<>(List.of("exercise", "category", "difficulty", "points", "status", "hints"));
        if (withFlags) {
            columns.add("flag");
        }
        for (String name : columns) {
            NativeTableHeaderCell cell = new NativeTableHeaderCell(getTranslation("scoreboard.column." + name));
            cell.getElement().setAttribute("scope", "col");
            names.add(cell);
        }
        head.add(names);
        NativeTableCaption caption = new NativeTableCaption();
        caption.setText(getTranslation("scoreboard.caption"));
        table.add(caption, head, body);
    }

    void show(Board board, Predicate<BoardRow> shown) {
        body.removeAll();
        board.rows().forEach(row -> {
            NativeTableRow line = line(row);
            line.setVisible(shown.test(row));
            body.add(line);
        });
    }

    private NativeTableRow line(BoardRow row) {
        BoardExercise exercise = row.exercise();
        NativeTableRow line = new NativeTableRow();
        line.setId("score-board-row-" + exercise.id());
        line.getElement().setAttribute("data-state", row.state());
        line.getElement().setAttribute("data-difficulty", String.valueOf(exercise.difficulty()));
        NativeTableHeaderCell name = new NativeTableHeaderCell(new Anchor(exercise.route(), exercise.shownTitle()));
        name.getElement().setAttribute("scope", "row");
        Span stars = new Span(exercise.stars());
        stars.getElement().setAttribute("aria-hidden", "true");
        Span starsSaid =
                new Span(getTranslation("scoreboard.stars-said", exercise.difficulty(), BoardExercise.MAX_DIFFICULTY));
        starsSaid.addClassName("stars-said");
        String state = getTranslation("scoreboard.status." + row.state());
        Span status = new Span(
                row.restored() && !row.doneHere() ? getTranslation("scoreboard.status.restored", state) : state);
        status.getElement().getThemeList().set("badge", true);
        status.getElement().getThemeList().set("success", row.done());
        line.add(
                name,
                new NativeTableCell(exercise.shownCategory()),
                new NativeTableCell(stars, starsSaid),
                new NativeTableCell(
                        row.done()
                                ? getTranslation("scoreboard.points-of", row.points(), exercise.value())
                                : Texts.number(exercise.value())),
                new NativeTableCell(status),
                new NativeTableCell(getTranslation(
                        "scoreboard.hints-of", row.hintsUsed(), exercise.hints().size())));
        if (withFlags) {
            NativeTableCell cell =
                    new NativeTableCell(flag.apply(row).orElseGet(() -> getTranslation("scoreboard.flag.not-yet")));
            cell.addClassName("flag-cell");
            line.add(cell);
        }
        return line;
    }
}
