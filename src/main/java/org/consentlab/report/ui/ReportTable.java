package org.consentlab.report.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.consentlab.report.Report;
import org.consentlab.report.ReportStatus;

/** One row per report, with stable ids ({@code report-row-RPT-31}, {@code report-status-RPT-31}) for testers. */
public class ReportTable extends Composite<Div> {

    public ReportTable() {
        getContent().setId("report-table");
        getContent().addClassName("report-table");
    }

    public void show(List<Report> reports) {
        Div table = getContent();
        table.removeAll();
        table.add(row(null, "Id", "Title", "Owner", "Status", "Tags"));
        reports.forEach(report -> table.add(row(report, report.id(), report.title(), report.owner(),
                report.status().name(), String.join(", ", report.tags()))));
    }

    private static Div row(Report report, String... cells) {
        Div row = new Div();
        row.addClassName(report == null ? "report-head" : "report-row");
        for (int i = 0; i < cells.length; i++) {
            Span cell = new Span(cells[i]);
            if (report != null && i == 3) {
                cell.setId("report-status-" + report.id());
                cell.addClassNames("report-status", report.status() == ReportStatus.ACTIVE ? "active" : "archived");
            }
            row.add(cell);
        }
        if (report != null) {
            row.setId("report-row-" + report.id());
        }
        return row;
    }
}
