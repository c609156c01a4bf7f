package org.consentlab.consent;

/**
 * Requests held at the effect boundary (Lab 5's "hold the wire"), as the release control sees
 * them. Releasing runs effect code, so it is a confirm: protected, reached only from the kernel's
 * release control with a person's minted decision, never from a caller of the holder itself.
 */
public abstract class WireHold {

    /** A person in the page lets every held request of their own sandbox reach its record; returns how many. */
    protected abstract int confirmRelease(HumanDecision decision);
}
