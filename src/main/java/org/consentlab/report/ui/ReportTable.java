package org.consentlab.report.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.report.Report;
import org.consentlab.report.ReportStatus;

/**
 * One row per report, with stable ids ({@code report-row-RPT-31}, {@code report-status-RPT-31})
 * for testers. Rows are updated in place, so an element a script holds stays the same element.
 * The headings are the page's language; a report's id, title, owner, status and tags are its
 * record's, as kept.
 */
public class ReportTable extends Composite<Div> {

    private static final int STATUS = 3;
    private final List<String> shownIds = new ArrayList<>();
    private final List<List<Span>> shownCells = new ArrayList<>();

    public ReportTable() {
        getContent().setId("report-table");
        getContent().addClassName("report-table");
    }

    public void show(List<Report> reports) {
        if (!shownIds.equals(reports.stream().map(Report::id).toList())) {
            rebuild(reports);
        }
        for (int r = 0; r < reports.size(); r++) {
            Report report = reports.get(r);
            List<String> texts = List.of(
                    report.id(),
                    report.title(),
                    report.owner(),
                    report.status().name(),
                    String.join(", ", report.tags()));
            List<Span> cells = shownCells.get(r);
            for (int c = 0; c < texts.size(); c++) {
                cells.get(c).setText(texts.get(c));
            }
            cells.get(STATUS)
                    .setClassName("report-status " + (report.status() == ReportStatus.ACTIVE ? "active" : "archived"));
        }
    }

    private void rebuild(List<Report> reports) {
        Div table = getContent();
        table.removeAll();
        shownIds.clear();
        shownCells.clear();
        Div head = new Div();
        head.addClassName("report-head");
        List.of(
                        "reports.table.id",
                        "reports.table.title",
                        "reports.table.owner",
                        "reports.table.status",
                        "reports.table.tags")
                .forEach(key -> head.add(new Span(getTranslation(key))));
        table.add(head);
        for (Report report : reports) {
            Div row = new Div();
            row.setId("report-row-" + report.id());
            row.addClassName("report-row");
            List<Span> cells = new ArrayList<>();
            for (int c = 0; c < 5; c++) {
                cells.add(new Span());
            }
            cells.get(STATUS).setId("report-status-" + report.id());
            cells.forEach(row::add);
            table.add(row);
            shownIds.add(report.id());
            shownCells.add(cells);
        }
    }
}
