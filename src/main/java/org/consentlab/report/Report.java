package org.consentlab.report;

import java.util.List;

/** One report; {@code label()} is how every description names it: id and title, never one alone. */
public record Report(String id, String title, String owner, ReportStatus status, List<String> tags) {

    public String label() {
        return "%s '%s'".formatted(id, title);
    }
}
