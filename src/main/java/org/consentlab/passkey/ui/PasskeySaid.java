package org.consentlab.passkey.ui;

import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.HasText;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Span;
import java.util.Optional;
import org.consentlab.i18n.EnglishInside;
import org.consentlab.i18n.Verbatim;
import org.consentlab.passkey.PasskeyWords;

/**
 * What a passkey step said, as a line shows it: its words in the page's language, and inside them
 * what the browser said as it said it (an error's name the lab has no words for), in a span that
 * says it is English and runs left to right. A line whose record kept English after the passkey's
 * words (what the decision then did, in the kernel's words) shows that part as English too.
 */
public final class PasskeySaid {

    private PasskeySaid() {}

    /** Replaces what {@code line} shows with {@code words}, in the page's language. */
    public static <T extends HasComponents & HasText> void show(T line, PasskeyWords words) {
        show(line, "", words, "");
    }

    /**
     * Replaces what {@code line} shows with {@code lead} (the page's own words), {@code words} in the
     * page's language, and {@code english}, a text a record keeps in English, marked so.
     */
    public static <T extends HasComponents & HasText> void show(
            T line, String lead, PasskeyWords words, String english) {
        line.setText(lead);
        line.getElement().removeAttribute("lang");
        EnglishInside.fill(line, words::text, PasskeyWords.English::text);
        if (!english.isBlank()) {
            line.add(new Text(" "));
            line.add(Verbatim.english(new Span(english.strip())));
        }
    }

    /**
     * What a record kept of a passkey step ({@code recorded}, English), split where the words kept
     * with it ({@code told}) wrote that English: the words, and the English the record holds after
     * them. Empty where the record does not start with those words' English (then it is shown as kept).
     */
    public static Optional<String> after(String recorded, Optional<PasskeyWords> told) {
        return told.map(PasskeyWords::english)
                .filter(recorded::startsWith)
                .map(english -> recorded.substring(english.length()));
    }
}
