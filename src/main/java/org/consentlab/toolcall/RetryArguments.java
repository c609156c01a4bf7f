package org.consentlab.toolcall;

import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The consent boundary's say on a retry (the same idempotency key) of a call that waits for a
 * decision, when the retry's validated arguments are in: a retry may never change what a person is
 * deciding on, so a boundary that binds decisions to arguments refuses one that asks for other
 * arguments. Implemented in the boundary; this package only asks, before it replays.
 */
public interface RetryArguments {

    /** Empty: answer the retry as a replay of {@code pending}. Otherwise the refusal the retry is answered with. */
    Optional<String> retried(ToolCall pending, JsonNode retryArgs);
}
