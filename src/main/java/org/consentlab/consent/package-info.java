/**
 * THE CONSENT BOUNDARY. Public here, and nothing else: the {@code request*} entry points that any
 * path may reach (they arm a gate and answer PENDING), read models of gates, the factories of the
 * human decision controls that views place, and operations that only ever fail closed. Package-
 * private here: the gate kernel ({@link org.consentlab.consent.GatedTool}, one subclass per gated
 * tool, found by lookup), every {@code confirm*}, all effect code, and the named wrong designs.
 * Only a human decision control (a gate card, or the release of held requests) mints the decision a
 * confirm demands, and only from a real click in the page of the sandbox that owns the gate. This
 * package is flat on purpose, so that the compiler itself keeps effect code out of reach; ArchUnit
 * rules keep the rest (see docs/decisions/0001).
 */
@NullMarked
package org.consentlab.consent;

import org.jspecify.annotations.NullMarked;
