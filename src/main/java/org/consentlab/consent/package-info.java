/**
 * THE CONSENT KERNEL. Gates, arming, the decisions and their rules, {@link
 * org.consentlab.consent.HumanDecision}, the kernel's side of the human decision controls (it hears
 * a card of {@code consent.ui}, judges the click, or hears a judge of {@code consent.defence}, and
 * mints the decision), and the named wrong designs. Its rows are in {@code consent.store}, which
 * only the kernel writes. Public here: read models of gates, its ear on the cards that {@code
 * consent.control} builds ({@link org.consentlab.consent.CardListeners}), operations that only ever
 * fail closed, and the narrow door its neighbours need: {@code consent.tool} (the gated tools) arms
 * gates and opens them only through steps that take a {@code HumanDecision}, whose constructor is
 * package-private here; {@code consent.turn} reads gates through {@link
 * org.consentlab.consent.BatchGates}; the failure-mode demos ({@code demo}) decide only through
 * {@link org.consentlab.consent.ScriptedPerson}, in throw-away sandboxes it made. Package-private
 * or protected here: every {@code confirm*} and effect hook ({@link
 * org.consentlab.consent.GatedTool}'s are protected, so only the kernel and the tools themselves
 * reach them). Only a human decision control mints the decision a confirm demands, and only from a
 * real click in the page of the sandbox that owns the gate; the cards only show and ask, the judges
 * only judge. ArchUnit rules keep the rest (see docs/decisions/0007, 0011 and 0012).
 */
@NullMarked
package org.consentlab.consent;

import org.jspecify.annotations.NullMarked;
