package org.consentlab.consent.tool;

import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.GateDecisions;
import org.consentlab.consent.store.Gates;
import org.springframework.stereotype.Component;

/** The gate side a gated tool is made with: the decision path, arming and fail-closed, and the gates' rows. */
@Component
record GateParts(GateDecisions decisions, ConsentGates gates, Gates rows) {}
