package org.consentlab.report;

import java.util.List;

/** The names of Lab 6's tools, for pages that offer them, and the schema of the report id they take. */
public final class ReportToolNames {

    public static final String TAG = "tag_report";
    public static final String ARCHIVE = "archive_report";
    public static final String EXPORT_CUSTOMERS = "export_customers";
    public static final String SUBMIT_EXPORT = "submit_export";
    /** The tools whose gates the reports page shows, and fails closed when it goes away. */
    public static final List<String> GATED = List.of(ARCHIVE, EXPORT_CUSTOMERS, SUBMIT_EXPORT);
    /** The JSON Schema property of a report id, as the report tools declare it. */
    public static final String REPORT_ID_SCHEMA = "\"reportId\":{\"type\":\"string\",\"pattern\":\"^RPT-[0-9]{1,4}$\","
            + "\"description\":\"The report's id, e.g. RPT-31\"}";

    private ReportToolNames() {}
}
