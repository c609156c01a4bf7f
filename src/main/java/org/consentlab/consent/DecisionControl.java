package org.consentlab.consent;

/**
 * A human decision control: a component in a person's page that has {@link HumanDecisions} mint a
 * {@link HumanDecision} from a click that came from the browser, and only then calls a confirm. The
 * gate cards, the release of held requests and the demos' {@link ScriptedPerson} are the only ones; ArchUnit
 * keeps confirms and decisions to them.
 */
interface DecisionControl {}
