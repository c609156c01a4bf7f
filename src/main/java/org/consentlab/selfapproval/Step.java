package org.consentlab.selfapproval;

import java.util.List;
import org.consentlab.i18n.Phrase;
import org.jspecify.annotations.Nullable;

/**
 * One recorded step of a Lab 7 run: its English, as written, and the words it was written from,
 * which a page says in its reader's language. A step recorded before the words were kept has only
 * its English, and is shown as that, marked English.
 */
public record Step(String said, List<Phrase> words) {

    public Step {
        words = List.copyOf(words);
    }

    static Step of(String said, @Nullable String words) {
        return new Step(said, words == null ? List.of(Phrase.said(said)) : Phrase.fromJson(words));
    }
}
