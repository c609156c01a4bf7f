package org.consentlab.consent;

import java.util.List;

/** The names of Lab 6's tools served by this boundary, for pages that offer them. */
public final class ReportToolNames {

    public static final String TAG = "tag_report";
    public static final String ARCHIVE = "archive_report";
    public static final String EXPORT_CUSTOMERS = "export_customers";
    public static final String SUBMIT_EXPORT = "submit_export";
    /** The tools whose gates the reports page shows, and fails closed when it goes away. */
    public static final List<String> GATED = List.of(ARCHIVE, EXPORT_CUSTOMERS, SUBMIT_EXPORT);

    private ReportToolNames() {
    }
}
