package org.consentlab.scoreboard.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.select.Select;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.consentlab.scoreboard.BoardRow;

/** The board's filters: status, difficulty and category, each "all" to start; any change calls {@code changed}. */
class BoardFilters extends Composite<Div> {

    static final String ALL = "all";

    private final Select<String> status = select("filter-status", "Status", List.of(ALL, "open", "done"));
    private final Select<String> difficulty = select(
            "filter-difficulty",
            "Difficulty",
            IntStream.rangeClosed(0, 6)
                    .mapToObj(n -> n == 0 ? ALL : n + " of 6")
                    .toList());
    private final Select<String> category;

    BoardFilters(List<String> categories, Runnable changed) {
        List<String> options = new ArrayList<>(List.of(ALL));
        options.addAll(categories);
        category = select("filter-category", "Category", options);
        getContent().addClassName("board-filters");
        getContent().add(status, difficulty, category);
        List.of(status, difficulty, category).forEach(each -> each.addValueChangeListener(change -> changed.run()));
    }

    Predicate<BoardRow> shown() {
        String wantedStatus = status.getValue();
        String wantedDifficulty = difficulty.getValue();
        String wantedCategory = category.getValue();
        return row -> (ALL.equals(wantedStatus) || row.state().equals(wantedStatus))
                && (ALL.equals(wantedDifficulty)
                        || wantedDifficulty.equals(row.exercise().difficulty() + " of 6"))
                && (ALL.equals(wantedCategory) || row.exercise().category().equals(wantedCategory));
    }

    private static Select<String> select(String id, String label, List<String> options) {
        Select<String> select = new Select<>();
        select.setId(id);
        select.setLabel(label);
        select.setItems(options);
        select.setValue(ALL);
        return select;
    }
}
