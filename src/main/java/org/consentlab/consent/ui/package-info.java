/**
 * The decision cards a person sees: Lab 4's consent gate, Lab 5's dialog, Lab 6's approval and
 * handoff cards, the approver's card, Lab 7's Confirm, Lab 8's batch with its rows and edits, and
 * the release of held requests. Layout only: they take the gate and the texts as data and fire
 * events ({@link org.consentlab.consent.ui.DecisionAsked} and its siblings, made only here) with
 * the click that came with them. They cannot reach a confirm or make a decision; the kernel
 * listens, judges the click and decides ({@code consent.control.ConsentControls} builds every card).
 */
@NullMarked
package org.consentlab.consent.ui;

import org.jspecify.annotations.NullMarked;
