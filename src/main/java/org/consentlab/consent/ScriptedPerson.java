package org.consentlab.consent;

/**
 * The person in a demo's scenario, deciding as the script says. Only {@link DemoRunButton} makes
 * one, from the visitor's own click on Run, and only for the throw-away sandboxes that click made.
 */
interface ScriptedPerson {

    /** The person's yes, in the page of the sandbox that owns the gate. */
    String approves(Gate gate);

    /** The person's no. */
    String declines(Gate gate);
}
