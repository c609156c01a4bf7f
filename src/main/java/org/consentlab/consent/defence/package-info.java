/**
 * The defences of a Confirm control against an agent that can also act on the page (Lab 7, and
 * Lab 4's trusted-event check): {@link org.consentlab.consent.defence.ConfirmDefence} and the
 * judges of what reached Confirm (the server's reading of the click, how long it was held, what was
 * typed, a passkey's signature over the call, and whose passkey may sign). A judge only judges: it
 * answers with a {@link org.consentlab.consent.defence.Judgement}, and the kernel ({@code consent})
 * mints the {@code HumanDecision} and confirms. ArchUnit holds it: nothing here depends on a
 * decision, its mint, a gated tool, the decision path or a trusted click; only the kernel reaches
 * the judges; only this package and {@code passkey} issue or verify a passkey's challenge for a call;
 * agent-facing packages reach none of it.
 */
@NullMarked
package org.consentlab.consent.defence;

import org.jspecify.annotations.NullMarked;
