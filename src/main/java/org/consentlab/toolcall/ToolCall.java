package org.consentlab.toolcall;

import java.time.Instant;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditRecord;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.tool.ToolInvocation;
import org.jspecify.annotations.Nullable;

/**
 * One persisted tool call. {@code gateId} is set while or after it waited on a consent gate; {@code lab}
 * is the lab it belongs to, recorded when it was made ({@link CallLab}).
 */
public record ToolCall(
        long id,
        SandboxId sandbox,
        String tool,
        Channel channel,
        String caller,
        String idempotencyKey,
        String maskedArgs,
        CallState state,
        Outcome outcome,
        String resultText,
        boolean isError,
        Long gateId,
        String sessionRef,
        String route,
        Instant createdAt,
        Instant updatedAt,
        @Nullable Integer lab) {

    /** A call of no recorded lab (see {@link CallLab}). */
    public ToolCall(
            long id,
            SandboxId sandbox,
            String tool,
            Channel channel,
            String caller,
            String idempotencyKey,
            String maskedArgs,
            CallState state,
            Outcome outcome,
            String resultText,
            boolean isError,
            Long gateId,
            String sessionRef,
            String route,
            Instant createdAt,
            Instant updatedAt) {
        this(
                id,
                sandbox,
                tool,
                channel,
                caller,
                idempotencyKey,
                maskedArgs,
                state,
                outcome,
                resultText,
                isError,
                gateId,
                sessionRef,
                route,
                createdAt,
                updatedAt,
                null);
    }

    /** Whether the call belongs to lab {@code number} (see {@link CallLab}). */
    public boolean ofLab(int number) {
        return lab != null && lab == number;
    }

    /** This call once its arguments, masked as stored, were accepted ({@code input-available}). */
    ToolCall accepted(String masked) {
        return new ToolCall(
                id,
                sandbox,
                tool,
                channel,
                caller,
                idempotencyKey,
                masked,
                CallState.INPUT_AVAILABLE,
                outcome,
                resultText,
                isError,
                gateId,
                sessionRef,
                route,
                createdAt,
                updatedAt,
                lab);
    }

    /** This call once moved to {@code next}, as a step that moved it holds it. */
    ToolCall movedTo(CallState next) {
        return new ToolCall(
                id,
                sandbox,
                tool,
                channel,
                caller,
                idempotencyKey,
                maskedArgs,
                next,
                outcome,
                resultText,
                isError,
                gateId,
                sessionRef,
                route,
                createdAt,
                updatedAt,
                lab);
    }

    /** An audit row about the call a handler was given, as {@link #auditRow} writes it, without reading the call. */
    public static AuditRecord auditRowOf(ToolInvocation call, AuditEvent event, String description) {
        return AuditRecord.about(
                call.sandbox(),
                call.callId(),
                event,
                call.tool(),
                description,
                call.maskedArgs(),
                call.caller(),
                call.sessionRef(),
                call.channel().label(),
                call.route());
    }

    /** An audit row about this call, carrying who asked, how, from where, and with what. */
    public AuditRecord auditRow(AuditEvent event, String description) {
        return AuditRecord.about(
                sandbox, id, event, tool, description, maskedArgs, caller, sessionRef, channel.label(), route);
    }
}
