package org.consentlab.toolcall;

import org.consentlab.audit.AuditLog;
import org.springframework.stereotype.Component;

/**
 * What a call leaves behind, read and written together: its row, its audit entries and its wire
 * requests; and the lifecycle its row is moved through by whatever holds the call outside its step.
 */
@Component
public record CallTrail(ToolCalls calls, AuditLog audit, WireLog wire, CallLifecycle lifecycle) {}
