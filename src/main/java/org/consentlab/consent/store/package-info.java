/**
 * The kernel's rows: gates ({@link org.consentlab.consent.store.Gates}) and a person's standing
 * "allow for this session" ({@link org.consentlab.consent.store.SessionAllowances}), with three plain
 * values they keep: what a gate is armed with ({@link org.consentlab.consent.store.GateSpec}), what a person was shown of a call ({@link
 * org.consentlab.consent.store.Fingerprint}) and a decline's reason as kept and quoted ({@link
 * org.consentlab.consent.store.DeclineReason}). Plain JDBC, no decision: what a row may become is
 * decided in the kernel ({@code consent}), which alone writes them. Their methods are public only
 * because the kernel is the package next door; ArchUnit holds the rest: only {@code consent} and
 * its subpackages reach this package, a gate row is written only by the kernel (the person's edit
 * only by their confirmEdited, a retry's arguments only by the approval-not-bound wrong design), a
 * standing yes is granted only by a confirm and kept against the policy only by the remembered-yes
 * wrong design. Nothing here runs an effect.
 */
@NullMarked
package org.consentlab.consent.store;

import org.jspecify.annotations.NullMarked;
