package org.consentlab.lab;

import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.tool.LifecycleRequests;
import org.consentlab.consent.tool.LifecycleWire;
import org.springframework.stereotype.Component;

/** Lab 5's side of the consent boundary: its requests, the hold at its effect boundary, and the gates they arm. */
@Component
record LifecycleBoundary(LifecycleRequests requests, LifecycleWire hold, ConsentGates gates) {}
