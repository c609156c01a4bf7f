package org.consentlab.consent;

import java.time.Instant;
import org.consentlab.consent.store.Fingerprint;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.passkey.PasskeyVerdict;
import org.consentlab.sandbox.SandboxId;
import org.jspecify.annotations.Nullable;

/**
 * A person's decision on one gate, made in a page whose browser belongs to {@code sandbox}: the
 * learner in their own page, or a signed-in approver on the approvals page, who decides only calls
 * within their {@code scope} (read from their sign-in at the click; a person in their page has
 * none, and an approver without one decides nothing). A public type (gated tools in consent.tool take
 * it) whose constructor is package-private and called only by {@link HumanDecisions}, from a click the
 * browser sent, on a {@link DecisionControl}'s asking, so no agent-reachable code can make one: this is
 * the runtime credential that a confirm (and a release of held requests) demands.
 * {@code shown} is the {@link Fingerprint} of the call as the control showed it when the person
 * decided (null where a control shows no arguments, e.g. a release of held requests): a tool whose
 * effect runs with arguments runs only if they are exactly these. A decline's {@code rationale}
 * is the person's own reason, which the agent is quoted as the person's words.
 */
public final class HumanDecision {

    /** The gate id of a decision about no one gate: releasing the held requests of the sandbox's own page. */
    public static final long NO_GATE = 0;

    public enum Role {
        /** The person whose sandbox the call acts on, deciding in their own page. */
        PERSON_IN_PAGE,
        /** A signed-in approver: someone outside the run, never the requester. */
        APPROVER
    }

    private final long gateId;
    private final SandboxId sandbox;
    private final String principal;
    private final Instant at;
    private final Role role;
    private final @Nullable String rationale;
    private final @Nullable ApprovalScope scope;
    private final @Nullable Fingerprint shown;
    private final PasskeyVerdict.@Nullable Signed passkey;

    /**
     * Package-private, called only by {@link HumanDecisions}. {@code passkey}: the verified passkey
     * assertion the decision was made on, for its audit record (null where none was asked).
     */
    HumanDecision(
            long gateId,
            SandboxId sandbox,
            String principal,
            Instant at,
            Role role,
            @Nullable String rationale,
            @Nullable ApprovalScope scope,
            @Nullable Fingerprint shown,
            PasskeyVerdict.@Nullable Signed passkey) {
        this.passkey = passkey;
        this.gateId = gateId;
        this.sandbox = sandbox;
        this.principal = principal;
        this.at = at;
        this.role = role;
        this.rationale = rationale;
        this.scope = scope;
        this.shown = shown;
    }

    public long gateId() {
        return gateId;
    }

    public SandboxId sandbox() {
        return sandbox;
    }

    public String principal() {
        return principal;
    }

    public Instant at() {
        return at;
    }

    public Role role() {
        return role;
    }

    public @Nullable String rationale() {
        return rationale;
    }

    public @Nullable ApprovalScope scope() {
        return scope;
    }

    public @Nullable Fingerprint shown() {
        return shown;
    }

    /** The passkey that signed this decision's call, where one did (read by the audit record, in the kernel). */
    PasskeyVerdict.@Nullable Signed passkey() {
        return passkey;
    }

    public boolean byApprover() {
        return role == Role.APPROVER;
    }

    /** The reason given, as the records add it after what was decided: {@code ": reason"}, or nothing. */
    String because() {
        return rationale == null || rationale.isBlank() ? "" : ": " + rationale;
    }

    /** A passkey's yes names its credential (never its key) and the hash of the challenge it signed, for the chain. */
    String signedWith() {
        return passkey == null
                ? ""
                : " with passkey " + passkey.credentialId() + ", signed challenge SHA-256 " + passkey.challengeHash()
                        + (passkey.ownSandbox() ? "" : ", a passkey registered for another sandbox");
    }
}
