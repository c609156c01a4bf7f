package org.consentlab.export;

import java.util.List;

/** The export's JSON shape. Timestamps are ISO-8601 UTC with milliseconds; {@code seq} orders all events. */
record SandboxExport(
        Sandbox sandbox,
        List<Call> calls,
        List<GateRow> gates,
        List<Audit> audit,
        List<Wire> wire,
        List<ReportRow> reports,
        AuditChain auditChain) {

    record Sandbox(String id, String account) {}

    record Call(
            long id,
            String tool,
            String channel,
            String caller,
            String state,
            String outcome,
            String idempotencyKey,
            String maskedArgs,
            String result,
            Long gateId,
            List<Step> transitions) {}

    record Step(String state, String at, long seq) {}

    record GateRow(
            long id,
            long callId,
            String tool,
            String requiredDecision,
            String consequence,
            String status,
            String outcome,
            String createdAt,
            String expiresAt,
            String decidedBy,
            String decidedAt,
            Long decisionSeq,
            String subject,
            String rationale,
            String consentBy,
            String consentAt,
            Long consentSeq) {}

    /** Lab 6's reports as their system of record holds them now. */
    record ReportRow(String id, String title, String owner, String status, List<String> tags) {}

    record Audit(
            long seq,
            String at,
            Long callId,
            String event,
            String action,
            String description,
            String maskedArgs,
            String requester,
            String session,
            String channel,
            String decision,
            String decidedBy,
            String decidedAt,
            String result,
            String outcome,
            String route,
            String prevHash,
            String hash) {}

    /** Whether the audit rows' hash chain verifies; {@code brokenAtSeq} names the first row that does not. */
    record AuditChain(boolean intact, int chainedRows, Long brokenAtSeq, String problem) {}

    /**
     * {@code hold}: null when the request went straight through, else HELD, RELEASED or DROPPED (Lab 5);
     * {@code lab}: the lab of the call that sent it, 0 for none, null where an earlier record could not say.
     */
    record Wire(long seq, String at, String method, String path, Long callId, String hold, Integer lab) {}
}
