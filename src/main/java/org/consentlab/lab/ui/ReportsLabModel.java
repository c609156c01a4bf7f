package org.consentlab.lab.ui;

import org.consentlab.consent.ConsentGates;
import org.consentlab.instructor.FailureModes;
import org.consentlab.report.CoveredRegions;
import org.consentlab.report.Reports;
import org.consentlab.toolcall.ExecutedActions;
import org.consentlab.toolcall.ToolCallService;
import org.springframework.stereotype.Component;

/**
 * What Lab 6's page reads and does: the reports, the gates it shows and fails closed, the calls it
 * makes, its failure modes, the covering dialog's regions and the log of executed actions.
 */
@Component
record ReportsLabModel(
        Reports reports,
        ConsentGates gates,
        ToolCallService toolCalls,
        FailureModes modes,
        CoveredRegions regions,
        ExecutedActions executed) {}
