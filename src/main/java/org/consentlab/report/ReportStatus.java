package org.consentlab.report;

public enum ReportStatus {
    ACTIVE,
    ARCHIVED
}
