package org.consentlab.lab.ui;

import org.consentlab.account.Accounts;
import org.consentlab.consent.ConsentGates;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Component;

/** What Lab 4's page reads: the account, its consent gates, the calls that asked, and the wire. */
@Component
record AccountLabModel(Accounts accounts, ConsentGates gates, ToolCalls calls, WireLog wire) {}
