package org.consentlab.tool;

/** The rungs of the policy ladder, weakest first: what must happen before an effect may run. */
public enum RequiredDecision {
    NONE("none", "Runs at once; the user can undo it."),
    EXPLICIT_CONSENT("explicit consent", "The person in the page must say yes first."),
    CONSENT_NAMING_CONSEQUENCE(
            "consent naming the consequence",
            "The person must say yes to a text that names who, how much, and that it cannot be undone."),
    APPROVAL_OUTSIDE_RUN(
            "approval outside the run",
            "The person's consent and an approver's approval: someone other than the requester.");

    private final String label;
    private final String requirement;

    RequiredDecision(String label, String requirement) {
        this.label = label;
        this.requirement = requirement;
    }

    public String label() {
        return label;
    }

    public String requirement() {
        return requirement;
    }

    public boolean gated() {
        return this != NONE;
    }

    public RequiredDecision atLeast(RequiredDecision other) {
        return other.ordinal() > ordinal() ? other : this;
    }
}
