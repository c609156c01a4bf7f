/**
 * Simulated agents: deterministic scripts (polite, impatient, injected, overclaiming) that stand
 * in for a model, so no network or model is needed. They reach tools only through the
 * tool-call service, exactly as any agent would, streaming their arguments in so that the
 * input-streaming state is visible. The claim checker grades what an agent says against the
 * wire, never against the screen. Its {@code ui} subpackage holds the agent panel.
 */
@NullMarked
package org.consentlab.agent;

import org.jspecify.annotations.NullMarked;
