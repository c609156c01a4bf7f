package org.consentlab.scoreboard.ui;

import com.vaadin.flow.component.Component;
import java.util.List;
import java.util.Optional;
import org.consentlab.lab.ui.ExercisePanelContribution;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.scoreboard.BoardRow;
import org.consentlab.scoreboard.CtfKey;
import org.consentlab.scoreboard.ScoreBoard;

/**
 * Under each exercise: its graded hints and, with the event's key and the exercise done, its
 * flag. Read from the records whenever the sandbox changes, so a hint revealed in another tab or a
 * restore shows here too.
 */
@org.springframework.stereotype.Component
class EventExerciseExtras implements ExercisePanelContribution {

    private final ScoreBoard board;
    private final CtfKey key;
    private final SandboxEvents events;

    EventExerciseExtras(ScoreBoard board, CtfKey key, SandboxEvents events) {
        this.board = board;
        this.key = key;
        this.events = events;
    }

    @Override
    public Component below(SandboxId sandbox, String id) {
        HintPanel panel = new HintPanel(new HintPanel.Reads() {
            @Override
            public Optional<BoardRow> row() {
                return board.row(sandbox, id);
            }

            @Override
            public List<String> revealed() {
                return board.revealed(sandbox, id);
            }

            @Override
            public Optional<String> flag(BoardRow row) {
                return row.done() ? key.flag(id) : Optional.empty();
            }

            @Override
            public Optional<String> revealNext() {
                return board.revealNext(sandbox, id);
            }
        });
        events.refreshWhileAttached(panel, sandbox, panel::refresh);
        return panel;
    }
}
