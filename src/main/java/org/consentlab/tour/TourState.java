package org.consentlab.tour;

/** What the learner chose about the tour; where it stands is read from the records, never stored. */
public enum TourState {
    /** Never started: the tour stays off Lab 4's page until the learner asks for it on the index. */
    NOT_STARTED,
    STARTED,
    SKIPPED
}
