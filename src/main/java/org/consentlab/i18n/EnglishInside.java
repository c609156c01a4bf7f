package org.consentlab.i18n;

import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sentence in the page's language with texts inside it that stay as they were said (to an agent,
 * by a page, by the browser): the sentence as text, each such text in a span of its own that says it
 * is English and runs left to right ({@link Verbatim#english}), so a screen reader and a translator
 * leave it as it is. Written once for every line that quotes what was said (a demo's step, a passkey
 * step).
 */
public final class EnglishInside {

    // Private-use characters stand in for what was said while the bundle's pattern is filled in.
    private static final Pattern SAID = Pattern.compile("\uE000(\\d+)\uE001");

    private EnglishInside() {}

    /**
     * Adds to {@code line} the sentence {@code sentence} writes when given how to write a said text
     * (a stand-in here); each said text {@code S} is then shown as {@code textOf} gives it, marked English.
     */
    public static <S> void fill(
            HasComponents line, Function<Function<S, Object>, String> sentence, Function<S, String> textOf) {
        List<S> said = new ArrayList<>();
        String filled = sentence.apply(text -> {
            said.add(text);
            return "\uE000" + (said.size() - 1) + "\uE001";
        });
        Matcher matcher = SAID.matcher(filled);
        int from = 0;
        while (matcher.find()) {
            line.add(new Text(filled.substring(from, matcher.start())));
            line.add(Verbatim.english(new Span(textOf.apply(said.get(Integer.parseInt(matcher.group(1)))))));
            from = matcher.end();
        }
        line.add(new Text(filled.substring(from)));
    }
}
