package org.consentlab.base.ui;

import com.vaadin.flow.component.HasElement;
import org.jsoup.nodes.Entities;

/**
 * A heading or paragraph whose text never changes while its page is open, as one of Vaadin's state
 * nodes rather than two: the text is the element's markup, not a text node of its own. Every open
 * page keeps its nodes on the server, so a page of fixed sentences would pay for each twice. The
 * markup is interned, so every page in the same language holds the same one. The element's
 * {@code getText()} is empty: this is for text that no code reads back.
 */
public final class FixedText {

    private FixedText() {}

    public static <T extends HasElement> T of(T element, String text) {
        element.getElement().setProperty("innerHTML", Entities.escape(text).intern());
        return element;
    }
}
