package org.consentlab.audit;

import java.time.Instant;
import org.consentlab.sandbox.SandboxId;

/**
 * One audit row with every field the design asks for. {@code seq} and {@code at} are assigned
 * when the row is appended; a record built for appending leaves them 0 and null.
 */
public record AuditRecord(
        long seq,
        Instant at,
        SandboxId sandbox,
        Long callId,
        AuditEvent event,
        String action,
        String description,
        String maskedArgs,
        String requester,
        String sessionRef,
        String channel,
        String decision,
        String decidedBy,
        Instant decidedAt,
        String result,
        String outcome,
        String route) {

    /** A row about a call: the fields every event shares, ready for the event's own details. */
    public static AuditRecord about(
            SandboxId sandbox,
            Long callId,
            AuditEvent event,
            String action,
            String description,
            String maskedArgs,
            String requester,
            String sessionRef,
            String channel,
            String route) {
        return new AuditRecord(
                0,
                null,
                sandbox,
                callId,
                event,
                action,
                description,
                maskedArgs,
                requester,
                sessionRef,
                channel,
                null,
                null,
                null,
                null,
                null,
                route);
    }

    public AuditRecord withDecision(String decision, String decidedBy, Instant decidedAt) {
        return new AuditRecord(
                seq,
                at,
                sandbox,
                callId,
                event,
                action,
                description,
                maskedArgs,
                requester,
                sessionRef,
                channel,
                decision,
                decidedBy,
                decidedAt,
                result,
                outcome,
                route);
    }

    public AuditRecord withResult(String result, String outcome) {
        return new AuditRecord(
                seq,
                at,
                sandbox,
                callId,
                event,
                action,
                description,
                maskedArgs,
                requester,
                sessionRef,
                channel,
                decision,
                decidedBy,
                decidedAt,
                result,
                outcome,
                route);
    }
}
