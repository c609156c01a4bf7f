package org.consentlab.instructor.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The overview as CSV, one line per learner under a header line. Names are learners' own text, so
 * every text field is quoted, and one that a spreadsheet would read as a formula (starting with
 * {@code = + - @}, a tab or a carriage return) is prefixed with an apostrophe and so kept as text.
 */
final class ClassCsv {

    private ClassCsv() {}

    static String of(List<LearnerRow> rows) {
        List<String> header = new ArrayList<>(List.of("name", "sandbox"));
        ClassOverview.LABS.forEach(lab -> header.add("lab " + lab));
        header.addAll(List.of("hints used", "on lab", "pending gates", "last active"));
        StringBuilder csv = new StringBuilder(line(header));
        for (LearnerRow row : rows) {
            List<String> cells = new ArrayList<>(List.of(row.member().shownName(), row.shortId()));
            ClassOverview.LABS.forEach(lab -> cells.add(row.status().status(lab)));
            cells.add(String.valueOf(row.hintsUsed()));
            cells.add(row.visit() == null ? "" : String.valueOf(row.visit().lab()));
            cells.add(String.valueOf(row.status().pendingGates()));
            cells.add(row.lastActivity().map(Object::toString).orElse(""));
            csv.append(line(cells));
        }
        return csv.toString();
    }

    private static String line(List<String> cells) {
        return cells.stream().map(ClassCsv::field).collect(Collectors.joining(",", "", "\r\n"));
    }

    static String field(String text) {
        String safe = !text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
        return "\"" + safe.replace("\"", "\"\"") + "\"";
    }
}
