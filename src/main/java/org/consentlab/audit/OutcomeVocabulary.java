package org.consentlab.audit;

import java.util.List;

/**
 * The words an audit record's outcome may hold (declined, timed-out, ...), supplied by whoever
 * writes them, so that the audit log can offer them as filters and explain each without depending
 * on its writers.
 */
public interface OutcomeVocabulary {

    List<String> outcomeLabels();

    /** What {@code label} means for the call, in one sentence a learner reads in the audit log. */
    String meaning(String label);
}
