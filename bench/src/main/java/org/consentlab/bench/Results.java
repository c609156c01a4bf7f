package org.consentlab.bench;

import java.util.ArrayList;
import java.util.List;

/** The run's table (measure, result, budget, verdict) and the notes under it, in the doc's shape. */
final class Results {

    private final List<String[]> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    void row(String measure, String result, String budget, String verdict) {
        rows.add(new String[] {measure, result, budget, verdict});
    }

    /** A row whose verdict compares {@code measured} with an upper bound. */
    void atMost(String measure, String result, double measured, double budget, String budgetText) {
        row(measure, result, budgetText, verdict(measured, budget));
    }

    /** A row whose verdict compares {@code measured} with a lower bound. */
    void atLeast(String measure, String result, double measured, double budget, String budgetText) {
        row(
                measure,
                result,
                budgetText,
                measured >= budget ? "met" : "MISSED by %.0f%%".formatted((1 - measured / budget) * 100));
    }

    static String verdict(double measured, double budget) {
        return measured <= budget ? "met" : "MISSED by %.0f%%".formatted((measured / budget - 1) * 100);
    }

    void note(String note) {
        notes.add(note);
    }

    /** p50 / p95 / p99 of latency samples in µs, in milliseconds. */
    static String percentiles(long[] micros) {
        return "p50 %s / p95 %s / p99 %s"
                .formatted(
                        Stats.ms(Stats.percentile(micros, 50)),
                        Stats.ms(Stats.percentile(micros, 95)),
                        Stats.ms(Stats.percentile(micros, 99)));
    }

    String table() {
        StringBuilder text = new StringBuilder("| measure | result | budget | verdict |\n|---|---|---|---|\n");
        rows.forEach(row -> text.append("| ").append(String.join(" | ", row)).append(" |\n"));
        text.append("\n");
        notes.forEach(note -> text.append("- ").append(note).append("\n"));
        return text.toString();
    }
}
