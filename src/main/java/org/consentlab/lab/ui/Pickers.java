package org.consentlab.lab.ui;

import com.vaadin.flow.component.ItemLabelGenerator;
import com.vaadin.flow.component.select.Select;
import java.util.List;
import org.consentlab.i18n.Texts;

/**
 * A lab's picker of what its agent's next call or run is about (Lab 5's action and behaviour, Lab
 * 6's report, Lab 7's defence and capability): its stable id, its label the bundle's text in the
 * page's language, its items each named as testers type them, and the one it starts at. What a
 * change means is each page's own to say (a person's change only, or any), so it listens to nothing.
 */
final class Pickers {

    private Pickers() {}

    static <T> Select<T> of(String id, String labelKey, List<T> items, ItemLabelGenerator<T> named, T first) {
        Select<T> picker = new Select<>();
        picker.setId(id);
        picker.setLabel(Texts.t(labelKey));
        picker.setItems(items);
        picker.setItemLabelGenerator(named);
        picker.setValue(first);
        return picker;
    }

    /** A picker of every constant of {@code first}'s enum, in their order. */
    static <E extends Enum<E>> Select<E> ofAll(String id, String labelKey, ItemLabelGenerator<E> named, E first) {
        return of(id, labelKey, List.of(first.getDeclaringClass().getEnumConstants()), named, first);
    }
}
