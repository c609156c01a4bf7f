package org.consentlab.scoreboard;

import java.util.List;

/** One sandbox's score board: every exercise in order, with the learner's totals. */
public record Board(List<BoardRow> rows) {

    public Board {
        rows = List.copyOf(rows);
    }

    public long done() {
        return rows.stream().filter(BoardRow::done).count();
    }

    /** The share of exercises done, in whole percent. */
    public int percentDone() {
        return rows.isEmpty() ? 0 : (int) (100 * done() / rows.size());
    }

    public int points() {
        return rows.stream().mapToInt(BoardRow::points).sum();
    }

    public int maxPoints() {
        return rows.stream().mapToInt(row -> row.exercise().value()).sum();
    }

    public int hintsUsed() {
        return rows.stream().mapToInt(BoardRow::hintsUsed).sum();
    }
}
