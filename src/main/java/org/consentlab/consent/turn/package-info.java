/**
 * Lab 8's turn read model: the gated calls of one agent turn, grouped from the records (calls of
 * one sandbox and agent session that arrive within a short window), as batches whose items carry
 * each gate's consequence, rung and state, and which of them one Approve all may cover. Reading
 * only: nothing here decides a gate or reaches effect code; every item is still decided on its own
 * gate by a person's click in the kernel's decision controls. It reads gates through the kernel's
 * narrow {@link org.consentlab.consent.BatchGates}.
 */
@NullMarked
package org.consentlab.consent.turn;

import org.jspecify.annotations.NullMarked;
