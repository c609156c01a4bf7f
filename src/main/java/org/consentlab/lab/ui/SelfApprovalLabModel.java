package org.consentlab.lab.ui;

import org.consentlab.account.Accounts;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.springframework.stereotype.Component;

/** What Lab 7's page reads and does: the agent's runs against its Confirm, and the account they aim at. */
@Component
record SelfApprovalLabModel(SelfApprovalRuns runs, Accounts accounts) {}
