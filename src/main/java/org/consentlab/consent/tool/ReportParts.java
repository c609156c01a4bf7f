package org.consentlab.consent.tool;

import java.time.Clock;
import org.consentlab.report.CoveredRegions;
import org.consentlab.report.Reports;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** What Lab 2's report tools are made with: the reports' rows, the covered regions, the records and the clock. */
@Component
record ReportParts(Reports reports, CoveredRegions regions, JdbcClient jdbc, Clock clock) {}
