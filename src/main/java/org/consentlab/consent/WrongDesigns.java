package org.consentlab.consent;

import java.util.function.Supplier;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCalls;

/**
 * THE WRONG DESIGNS that Lab 6's failure modes demonstrate, each in one place and named for
 * what it gets wrong. Nothing here runs unless an instructor switched its {@link FailureMode}
 * on for the sandbox; the correct twin is the code path taken when it is off.
 */
final class WrongDesigns {

    /** {@link FailureMode#WRONG_ROW}: a description that does not say which record. */
    static final String DESCRIPTION_WITHOUT_IDENTITY = "Archive the selected report?";

    private WrongDesigns() {
    }

    /** {@link FailureMode#REJECTION_AS_SUCCESS}: tells the agent it worked when nothing happened. */
    static String rejectionReportedAsSuccess(Gate gate) {
        return "DONE. Completed: " + gate.consequence();
    }

    /**
     * {@link FailureMode#NO_GATE} and {@link FailureMode#REMEMBERED_YES}: the effect runs on the
     * agent's request path, with no decision recorded. The audit row says so.
     */
    static ToolResponse runWithoutPrompt(ToolCalls calls, AuditLog audit, ToolInvocation call, FailureMode mode,
                                         Supplier<String> effect) {
        calls.advance(call.callId(), CallState.EXECUTING);
        String done = effect.get();
        audit.append(calls.find(call.callId()).orElseThrow()
                .auditRow(AuditEvent.RESULT, "Ran without asking anyone (failure mode " + mode.label() + ")")
                .withResult(done, null));
        return ToolResponse.done(done);
    }
}
