package org.consentlab.sandbox;

/**
 * What kind of thing changed in a sandbox, so that a page can listen only to what it shows: the
 * approvals page hears of gates, not of every read an agent makes. {@link #EVERYTHING} (a reset,
 * a switched failure mode) reaches every listener.
 */
public enum SandboxChange {
    /** A tool call was opened, moved on or finished. */
    CALLS,
    /** A consent gate was armed, consented to, decided, cancelled or timed out. */
    GATES,
    /** An effect request reached (or was held at) the wire. */
    WIRE,
    /** The learner opened a lab page: where they are in the course, as their class's overview shows it. */
    VISITS,
    /** The learner revealed a hint or restored exercises from a continue code: what the score board counts. */
    PROGRESS,
    /** Anything at all: every listener of the sandbox re-reads. */
    EVERYTHING
}
