/**
 * The one tool-call service every path goes through (button, inspector, simulated agent,
 * WebMCP, MCP): validation, idempotency, the persisted call record with its lifecycle state
 * machine, audit rows, and the wire log that the effect boundary writes as each effect request
 * reaches the system of record.
 */
@NullMarked
package org.consentlab.toolcall;

import org.jspecify.annotations.NullMarked;
