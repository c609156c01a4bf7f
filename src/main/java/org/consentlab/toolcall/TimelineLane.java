package org.consentlab.toolcall;

/**
 * The four rows of a call's timeline. They are separate because they can disagree: a screen may
 * show a dialog while the wire already carries the effect, and only the wire counts.
 */
public enum TimelineLane {
    TOOL_STATE("tool-state", "Tool state"),
    SCREEN("screen", "Screen shows"),
    CONSENT("consent", "Consent"),
    WIRE("wire", "Wire");

    private final String id;
    private final String title;

    TimelineLane(String id, String title) {
        this.id = id;
        this.title = title;
    }

    /** The stable element-id suffix, e.g. {@code timeline-row-tool-state}. */
    public String id() {
        return id;
    }

    public String title() {
        return title;
    }
}
