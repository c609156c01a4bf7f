package org.consentlab.fixit.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Span;
import java.util.Set;
import java.util.TreeSet;
import org.consentlab.fixit.Snippet;

/**
 * A snippet as a list of numbered lines, each a toggle button ({@code fixit-line-<n>},
 * {@code aria-pressed}) the learner marks by click, or by Tab and Space or Enter. Blank lines are
 * shown but not offered. It holds which lines are marked; it knows nothing of the answer.
 */
class CodeLines extends Composite<OrderedList> {

    private final Set<Integer> marked = new TreeSet<>();

    CodeLines(Snippet snippet, String label) {
        OrderedList list = getContent();
        list.setId("fixit-code");
        list.addClassName("fixit-code");
        list.getElement().setAttribute("aria-label", label);
        // Code stays code in every language: never translated, left to right inside a right-to-left page.
        list.getElement().setAttribute("translate", "no");
        list.getElement().setAttribute("dir", "ltr");
        for (Snippet.Line line : snippet.lines()) {
            list.add(item(line));
        }
    }

    Set<Integer> marked() {
        return Set.copyOf(marked);
    }

    private ListItem item(Snippet.Line line) {
        Span number = new Span(String.valueOf(line.number()));
        number.addClassName("fixit-number");
        Span code = new Span(line.text());
        code.addClassName("fixit-text");
        if (line.text().isBlank()) {
            ListItem blank = new ListItem(number, code);
            blank.addClassName("fixit-blank");
            return blank;
        }
        NativeButton toggle = new NativeButton();
        toggle.add(number, code);
        toggle.setId("fixit-line-" + line.number());
        toggle.addClassName("fixit-line");
        toggle.getElement().setAttribute("aria-pressed", "false");
        toggle.addClickListener(click -> {
            boolean on = marked.add(line.number()) || !marked.remove(line.number());
            toggle.getElement().setAttribute("aria-pressed", String.valueOf(on));
        });
        return new ListItem(toggle);
    }
}
