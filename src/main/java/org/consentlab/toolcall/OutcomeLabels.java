package org.consentlab.toolcall;

import java.util.Arrays;
import java.util.List;
import org.consentlab.audit.OutcomeVocabulary;
import org.springframework.stereotype.Component;

/** Tells the audit log the outcomes a call can end with, in the words its rows use. */
@Component
class OutcomeLabels implements OutcomeVocabulary {

    @Override
    public List<String> outcomeLabels() {
        return Arrays.stream(Outcome.values()).map(Outcome::label).toList();
    }
}
