package org.consentlab.toolcall;

import org.springframework.stereotype.Component;

/**
 * How an opened call moves on: handled by its tool, replayed for a retry, completed for whoever
 * waits on it, or its pending gate cancelled when the caller gives up.
 */
@Component
record CallSteps(
        CallHandling handling, CallReplays replays, CallCompletions completions, GateCancellation cancellation) {}
