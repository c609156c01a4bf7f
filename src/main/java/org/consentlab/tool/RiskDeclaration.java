package org.consentlab.tool;

import java.util.Objects;
import java.util.Optional;

/**
 * How dangerous a tool is, in the tool author's words. {@code handoff}, when present, says what
 * the human must do themselves before the agent's call can complete.
 */
public record RiskDeclaration(
        Kind kind, Reversibility reversibility, ConfirmOverride confirm, Optional<String> handoff) {

    public RiskDeclaration {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(reversibility, "reversibility");
        Objects.requireNonNull(confirm, "confirm");
        Objects.requireNonNull(handoff, "handoff");
    }

    public static RiskDeclaration of(Kind kind, Reversibility reversibility, ConfirmOverride confirm) {
        return new RiskDeclaration(kind, reversibility, confirm, Optional.empty());
    }

    public RequiredDecision requiredDecision() {
        return PolicyLadder.requiredDecision(this);
    }

    /**
     * Kind and reversibility as a person should read them. A read changes nothing, so it is said
     * so, rather than called something the user "can undo".
     */
    public String summary() {
        return kind == Kind.READ ? "read · nothing changes" : kind.label() + " · " + reversibility.label();
    }

    /** What the policy ladder requires, in words; for an ungated read, that it changes nothing. */
    public String requirement() {
        RequiredDecision required = requiredDecision();
        return kind == Kind.READ && !required.gated()
                ? "Runs at once; a read changes nothing."
                : required.requirement();
    }
}
