package org.consentlab.consent;

import java.util.Optional;
import org.consentlab.report.Report;
import org.consentlab.report.Reports;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.JsonNode;

/** Lab 6's tools that change reports or release data. Each gated one's handler is a {@code request*} method. */
@Configuration(proxyBeanMethods = false)
class ReportConsentTools {

    private static final String REPORT_ID = "\"reportId\":{\"type\":\"string\",\"pattern\":\"^RPT-[0-9]{1,4}$\","
            + "\"description\":\"The report's id, e.g. RPT-31\"}";

    static ToolDeclaration archiveReport() {
        return ToolDeclaration.of(ReportToolNames.ARCHIVE, "Archive a report",
                "Asks to archive one report. Dangerous, and confirmed every time: a person must approve each archive "
                        + "in the page; there is no allow-for-this-session.",
                "{\"type\":\"object\",\"properties\":{" + REPORT_ID + "},\"required\":[\"reportId\"],"
                        + "\"additionalProperties\":false}",
                "{\"reportId\":\"RPT-31\"}",
                RiskDeclaration.of(Kind.DANGER, Reversibility.REVERSIBLE_BY_OPERATOR, ConfirmOverride.ALWAYS), true);
    }

    static ToolDeclaration tagReport() {
        return ToolDeclaration.of(ReportToolNames.TAG, "Tag a report",
                "Adds a tag to one report. A cheap write the person can undo, so it runs at once.",
                "{\"type\":\"object\",\"properties\":{" + REPORT_ID + ",\"tag\":{\"type\":\"string\","
                        + "\"pattern\":\"^[a-z0-9-]{1,24}$\"}},\"required\":[\"reportId\",\"tag\"],"
                        + "\"additionalProperties\":false}",
                "{\"reportId\":\"RPT-31\",\"tag\":\"reviewed\"}",
                RiskDeclaration.of(Kind.WRITE, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT), true);
    }

    static ToolDeclaration exportCustomers() {
        return ToolDeclaration.of(ReportToolNames.EXPORT_CUSTOMERS, "Read the customer list",
                "Returns customers' names and emails. A read, but its result is sensitive: a person must approve "
                        + "before any data is returned (they may allow it for the rest of the session).",
                "{\"type\":\"object\",\"properties\":{\"reason\":{\"type\":\"string\",\"maxLength\":200}},"
                        + "\"additionalProperties\":false}",
                "{\"reason\":\"draft the churn follow-up\"}",
                RiskDeclaration.of(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.TRUE), true);
    }

    static ToolDeclaration submitExport() {
        return ToolDeclaration.of(ReportToolNames.SUBMIT_EXPORT, "Submit the customer export",
                "A handoff: the person enters the one-time code shown in the page and submits the export themselves. "
                        + "The call waits until the export job exists, or fails when the handoff times out.",
                "{\"type\":\"object\",\"properties\":{\"format\":{\"enum\":[\"csv\",\"xlsx\"]}},"
                        + "\"required\":[\"format\"],\"additionalProperties\":false}",
                "{\"format\":\"csv\"}",
                new RiskDeclaration(Kind.WRITE, Reversibility.REVERSIBLE_BY_OPERATOR, ConfirmOverride.DEFAULT,
                        Optional.of("The person enters the one-time code shown in the page and submits the export.")),
                false);
    }

    @Bean
    Tool archiveReportTool(ReportArchive archive, Reports reports) {
        return new Tool(archiveReport(), archive::requestArchive, (sandbox, args) -> named(reports, sandbox, args));
    }

    @Bean
    Tool tagReportTool(ReportTagging tagging, Reports reports) {
        return new Tool(tagReport(), tagging::tagReport, (sandbox, args) -> named(reports, sandbox, args));
    }

    /** Which report a call is about, from the report's own row: its id and title. */
    private static String named(Reports reports, SandboxId sandbox, JsonNode args) {
        String id = args.path("reportId").asString();
        return "report " + reports.find(sandbox, id).map(Report::label).orElse(id + " (no such report)");
    }

    @Bean
    Tool exportCustomersTool(CustomerExport export) {
        return new Tool(exportCustomers(), export::requestExport);
    }

    @Bean
    Tool submitExportTool(ExportHandoff handoff) {
        return new Tool(submitExport(), handoff::requestHandoff);
    }
}
