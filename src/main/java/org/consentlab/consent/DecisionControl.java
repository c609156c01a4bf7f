package org.consentlab.consent;

/**
 * The kernel's side of a human decision control: it hears what a person asked for on a card of
 * {@code consent.ui}, has {@link HumanDecisions} mint a {@link HumanDecision} from a click that came
 * from the browser, and only then calls a confirm. {@link CardDecisions} (a person's card, Lab 7's
 * Confirm once a judge of {@code consent.defence} accepted it, and the release of held requests),
 * {@link ApproverDecisions} (an approver's card) and the demos' {@link ScriptedPerson} are the only
 * ones; ArchUnit keeps confirms and decisions to them.
 */
interface DecisionControl {}
