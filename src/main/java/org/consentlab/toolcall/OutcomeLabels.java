package org.consentlab.toolcall;

import java.util.Arrays;
import java.util.List;
import org.consentlab.audit.OutcomeVocabulary;
import org.springframework.stereotype.Component;

/** Tells the audit log the outcomes a call can end with, in the words its rows use, and what each means. */
@Component
class OutcomeLabels implements OutcomeVocabulary {

    @Override
    public List<String> outcomeLabels() {
        return Arrays.stream(Outcome.values()).map(Outcome::label).toList();
    }

    @Override
    public String meaning(String label) {
        if (!outcomeLabels().contains(label)) {
            return "not an outcome this version writes; the row's result says what happened.";
        }
        return switch (Outcome.fromLabel(label)) {
            case DECLINED -> "a person said no; nothing ran.";
            case TIMED_OUT -> "nobody decided in time, so the gate closed; not a person's no, and nothing ran.";
            case CANCELLED -> "the request was withdrawn (Cancel, a reset, or the agent gave up) before anything ran.";
            case NAVIGATED_AWAY -> "the person left the page while the gate was open; it closed and nothing ran.";
            case SESSION_LOST -> "the person's session ended while the gate was open; it closed and nothing ran.";
            case POLICY ->
                "a rule refused the call before anyone was asked (e.g. after repeated declines); " + "nothing ran.";
        };
    }
}
