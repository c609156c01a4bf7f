/**
 * The agent panel: pick a scripted agent, run it, read its transcript (messages, streamed
 * arguments, calls and results) and the claim check. It is given a way to start an agent and
 * nothing else, so it can reach tools only as the agent does.
 */
@NullMarked
package org.consentlab.agent.ui;

import org.jspecify.annotations.NullMarked;
