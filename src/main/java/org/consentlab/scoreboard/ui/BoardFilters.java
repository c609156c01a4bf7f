package org.consentlab.scoreboard.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import org.consentlab.scoreboard.BoardRow;

/**
 * The board's filters: status, difficulty and category, each a group of toggle buttons
 * ({@code aria-pressed}), "all" to start; any change calls {@code changed}. Buttons rather than
 * drop-downs: every choice is one key press away and read out with its state.
 */
class BoardFilters extends Composite<Div> {

    static final String ALL = "all";

    private final Map<String, String> chosen = new LinkedHashMap<>();
    private final Map<String, List<Button>> groups = new LinkedHashMap<>();
    private final Runnable changed;

    BoardFilters(List<String> categories, Runnable changed) {
        this.changed = changed;
        getContent().addClassName("board-filters");
        List<String> difficulties = new ArrayList<>(List.of(ALL));
        for (int stars = 1; stars <= 6; stars++) {
            difficulties.add(String.valueOf(stars));
        }
        List<String> allCategories = new ArrayList<>(List.of(ALL));
        allCategories.addAll(categories);
        group("status", List.of(ALL, "open", "done"), value -> getTranslation("scoreboard.status." + value));
        group("difficulty", difficulties, value -> value);
        group(
                "category",
                allCategories,
                category -> getTranslation("scoreboard.category." + category.replaceAll("[^a-z]+", "-")));
    }

    Predicate<BoardRow> shown() {
        String status = chosen.get("status");
        String difficulty = chosen.get("difficulty");
        String category = chosen.get("category");
        return row -> (ALL.equals(status) || row.state().equals(status))
                && (ALL.equals(difficulty)
                        || difficulty.equals(String.valueOf(row.exercise().difficulty())))
                && (ALL.equals(category) || row.exercise().category().equals(category));
    }

    /** A group of toggles; {@code shown} names a value in the page's language (the value itself stays the id). */
    private void group(String name, List<String> values, java.util.function.UnaryOperator<String> shown) {
        Span title = new Span(getTranslation("scoreboard.filter." + name));
        title.setId("filter-" + name + "-label");
        Div group = new Div(title);
        group.setId("filter-" + name);
        group.addClassName("filter-group");
        group.getElement().setAttribute("role", "group");
        group.getElement().setAttribute("aria-labelledby", title.getId().orElseThrow());
        List<Button> buttons = new ArrayList<>();
        for (String value : values) {
            Button button = new Button(
                    ALL.equals(value) ? getTranslation("scoreboard.filter.all") : shown.apply(value),
                    click -> choose(name, value));
            button.setId("filter-" + name + "-" + value.replace(' ', '-').toLowerCase(Locale.ROOT));
            button.addThemeName("small");
            buttons.add(button);
            group.add(button);
        }
        groups.put(name, buttons);
        getContent().add(group);
        mark(name, ALL);
    }

    private void choose(String name, String value) {
        mark(name, value);
        changed.run();
    }

    private void mark(String name, String value) {
        chosen.put(name, value);
        groups.get(name).forEach(button -> {
            boolean pressed = button.getText().equals(value);
            button.getElement().setAttribute("aria-pressed", String.valueOf(pressed));
            button.getElement().getThemeList().set("primary", pressed);
        });
    }
}
