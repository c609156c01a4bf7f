package org.consentlab.i18n;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * A translated sentence with code inside it (a user name, a password, an address). The code cannot
 * be a text argument: it must stay an element of its own, left to right and untranslated, wherever
 * the language puts it in the sentence. So the sentence is translated with {@link #SLOTS} as its
 * arguments, and each slot is then replaced by its element.
 */
public final class CodeSentence {

    /** Private-use characters no translation contains: slot {@code i} stands for argument {@code i}. */
    public static final String[] SLOTS = {"\uE000", "\uE001", "\uE002"};

    private CodeSentence() {}

    /** {@code translated}'s text as spans, with slot {@code i} replaced by {@code elements[i]}. */
    public static Component[] fill(String translated, Component... elements) {
        List<Component> parts = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        for (char c : translated.toCharArray()) {
            int slot = c - SLOTS[0].charAt(0);
            if (slot >= 0 && slot < elements.length) {
                flush(text, parts);
                parts.add(elements[slot]);
            } else {
                text.append(c);
            }
        }
        flush(text, parts);
        return parts.toArray(Component[]::new);
    }

    private static void flush(StringBuilder text, List<Component> parts) {
        if (!text.isEmpty()) {
            parts.add(new Span(text.toString()));
            text.setLength(0);
        }
    }
}
