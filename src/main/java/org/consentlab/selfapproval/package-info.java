/**
 * Lab 7, the agent presses Confirm: an agent that can also act on the learner's page (script
 * clicks, forged events to the server, trusted input, reading the page) against the defences of a
 * Confirm control. Runs go through the consent boundary's {@code requestUnderDefence} like any
 * agent call; each is graded on the wire, never on what the page showed. Only a second principal,
 * deciding from another sandbox at /approvals, is outside the agent's reach.
 */
@NullMarked
package org.consentlab.selfapproval;

import org.jspecify.annotations.NullMarked;
