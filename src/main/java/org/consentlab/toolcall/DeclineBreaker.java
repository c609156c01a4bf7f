package org.consentlab.toolcall;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The decline breaker of one tool while it is on: how many declines in a row, when it lifts by
 * itself, and the page route of the latest decline ({@code /labs/account}), where it tripped: none
 * when that request came from no page (MCP).
 */
public record DeclineBreaker(
        String tool,
        int declines,
        Instant liftsAt,
        @Nullable String tripped) {}
