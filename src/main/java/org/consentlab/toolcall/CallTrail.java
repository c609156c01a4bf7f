package org.consentlab.toolcall;

import org.consentlab.audit.AuditLog;
import org.springframework.stereotype.Component;

/** What a call leaves behind, read and written together: its row, its audit entries and its wire requests. */
@Component
public record CallTrail(ToolCalls calls, AuditLog audit, WireLog wire) {}
