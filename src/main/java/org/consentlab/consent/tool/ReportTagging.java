package org.consentlab.consent.tool;

import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.Set;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.report.CoveredRegions;
import org.consentlab.report.Report;
import org.consentlab.report.ReportToolNames;
import org.consentlab.report.Reports;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.WireLog;
import org.springframework.context.annotation.Bean;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * {@code tag_report}: a cheap write the person can undo, so policy lets it run at once. It is
 * effect code all the same, so it lives here, writes the wire, and respects the region scope.
 */
@Service
class ReportTagging {

    private static final int MAX_TAGS = 5;
    static final ToolDeclaration DECLARATION = ToolDeclaration.of(
            ReportToolNames.TAG,
            "Tag a report",
            "Adds a tag to one report. A cheap write the person can undo, so it runs at once.",
            "{\"type\":\"object\",\"properties\":{" + ReportToolNames.REPORT_ID_SCHEMA
                    + ",\"tag\":{\"type\":\"string\","
                    + "\"pattern\":\"^[a-z0-9-]{1,24}$\"}},\"required\":[\"reportId\",\"tag\"],"
                    + "\"additionalProperties\":false}",
            "{\"reportId\":\"RPT-31\",\"tag\":\"reviewed\"}",
            RiskDeclaration.of(Kind.WRITE, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT),
            true);

    private final Reports reports;
    private final FailureModes modes;
    private final CoveredRegions regions;
    private final WireLog wire;
    private final JdbcClient jdbc;
    private final Clock clock;

    ReportTagging(
            Reports reports, FailureModes modes, CoveredRegions regions, WireLog wire, JdbcClient jdbc, Clock clock) {
        this.reports = reports;
        this.modes = modes;
        this.regions = regions;
        this.wire = wire;
        this.jdbc = jdbc;
        this.clock = clock;
    }

    @Bean
    Tool tagReportTool() {
        return new Tool(DECLARATION, this::tagReport, reports::named);
    }

    ToolResponse tagReport(ToolInvocation call) {
        String id = call.args().path("reportId").asString();
        String tag = call.args().path("tag").asString();
        // fixit:begin hidden-callable
        Report report = reports.find(call.sandbox(), id).orElse(null);
        if (report == null) {
            return ToolResponse.error("No report " + id + " in this sandbox. Nothing was tagged.");
        }
        if (regions.covered(call.sandbox())
                && !modes.isOn(call.sandbox(), FailureMode.HIDDEN_CALLABLE)) { // fixit:culprit hidden-callable
            return ToolResponse.error(CoveredRegions.refusal(call.tool()));
        }
        // fixit:end hidden-callable
        Set<String> tags = new LinkedHashSet<>(report.tags());
        if (!tags.contains(tag) && tags.size() >= MAX_TAGS) {
            return ToolResponse.error(
                    "Report " + report.label() + " already has " + MAX_TAGS + " tags. Nothing was tagged.");
        }
        tags.add(tag);
        wire.record(call.sandbox(), call.callId(), "POST", "/api/reports/" + id + "/tags");
        jdbc.sql("UPDATE report SET tags = ?, updated_at = ? WHERE sandbox_id = ? AND id = ?")
                .params(
                        String.join(",", tags),
                        Instant.now(clock),
                        call.sandbox().value(),
                        id)
                .update();
        return ToolResponse.done(
                "TAGGED report %s with '%s'. Tags now: %s.".formatted(report.label(), tag, String.join(", ", tags)));
    }
}
