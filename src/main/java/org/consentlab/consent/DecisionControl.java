package org.consentlab.consent;

/**
 * A human decision control: a component in a person's page that has {@link HumanDecisions} mint a
 * {@link HumanDecision} from a click that came from the browser, and only then calls a confirm. The
 * gate cards and the release of held requests are the only ones; ArchUnit keeps confirms and decisions to them.
 */
interface DecisionControl {}
