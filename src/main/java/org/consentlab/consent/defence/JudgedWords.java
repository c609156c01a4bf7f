package org.consentlab.consent.defence;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.consentlab.i18n.Phrase;
import org.jspecify.annotations.Nullable;

/**
 * What the page of a Lab 7 Confirm is told, as words: the judge's own sentences where it has them,
 * then what the confirm said after them (the decision's result, English as said). Their English is
 * exactly the line the kernel told, so the record keeps the same prose and a page can show it in
 * its reader's language. A line no judgement began (a press that could not even ask) is kept as said.
 */
public final class JudgedWords implements Consumer<String> {

    private final Consumer<List<Phrase>> onDecided;
    private @Nullable Judgement last;

    public JudgedWords(Consumer<List<Phrase>> onDecided) {
        this.onDecided = onDecided;
    }

    /** The judgement whose words the next line told begins with. */
    public Judgement judged(Judgement judgement) {
        last = judgement;
        return judgement;
    }

    @Override
    public void accept(String told) {
        Judgement judgement = last;
        last = null;
        boolean inWords = judgement != null
                && told.startsWith(judgement.said())
                && judgement.words().stream().noneMatch(Phrase::kept);
        if (!inWords) {
            onDecided.accept(List.of(Phrase.said(told)));
            return;
        }
        List<Phrase> words = new ArrayList<>(judgement.words());
        String after = told.substring(judgement.said().length());
        if (!after.isEmpty()) {
            words.add(Phrase.said(after));
        }
        onDecided.accept(words);
    }
}
