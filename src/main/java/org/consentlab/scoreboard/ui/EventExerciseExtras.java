package org.consentlab.scoreboard.ui;

import com.vaadin.flow.component.Component;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.consentlab.lab.ui.ExercisePanelContribution;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.scoreboard.BoardExercise;
import org.consentlab.scoreboard.CtfKey;
import org.consentlab.scoreboard.ScoreBoard;

/**
 * Under each exercise: its graded hints and, with the event's key and the exercise done, its
 * flag. Read from the records whenever what it shows may have changed (see {@link #heard}), so a
 * hint revealed in another tab or a restore shows here too.
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
            public Optional<BoardExercise> exercise() {
                return board.exercise(id);
            }

            @Override
            public List<String> revealed() {
                return board.revealed(sandbox, id);
            }

            @Override
            public Optional<String> flag() {
                return key.configured() && board.done(sandbox, id) ? key.flag(id) : Optional.empty();
            }

            @Override
            public Optional<String> revealNext() {
                return board.revealNext(sandbox, id);
            }
        });
        events.refreshWhileAttached(panel, sandbox, heard(), panel::refresh);
        return panel;
    }

    /**
     * What the panel must hear of. Its hints change only when revealed or restored (progress); its
     * flag, shown only with the event's key, whenever the exercise's check may have changed, which
     * any of the sandbox's records may do. Without a key an agent's read redraws nothing here: in a
     * room, each reading learner's page heard of its agent's every read, and each time this panel
     * read the hints and checked every lab's exercise, for a flag there is no key to show.
     */
    private Set<SandboxChange> heard() {
        return key.configured() ? EnumSet.allOf(SandboxChange.class) : EnumSet.of(SandboxChange.PROGRESS);
    }
}
