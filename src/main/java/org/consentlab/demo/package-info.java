/**
 * The failure-mode demos' scenarios and runs, outside the consent kernel: each mode's script, the
 * twin it plays in, the grade read from that twin's wire, the rate of runs, and the Run button its
 * page gets from {@link org.consentlab.demo.DemoRunButtons}. The agent here only ever requests,
 * through the tool-call service like every agent. The scenario's person decides through the
 * kernel's one door for the demos, {@link org.consentlab.consent.ScriptedPerson}, which decides only
 * in the throw-away sandboxes it made for a run; the scripts' clicks on a card (Lab 4's Confirm as
 * the agent's script presses it, Lab 8's Approve all as the person does) are the only trusted clicks
 * made outside the kernel. ArchUnit keeps the scripted person to this package and the
 * agent-facing packages away from it.
 */
@NullMarked
package org.consentlab.demo;

import org.jspecify.annotations.NullMarked;
