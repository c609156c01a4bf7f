package org.consentlab.fixit;

import java.util.List;
import org.consentlab.instructor.FailureMode;
import org.consentlab.scoreboard.BoardExercise;
import org.consentlab.scoreboard.ExerciseCatalogue;
import org.springframework.stereotype.Component;

/**
 * The find-it-fix-it challenges on the score board, one exercise each ({@code fixit-<failure mode>}).
 * Their hints go from what the learner would see go wrong, to the wrong design in words, to the fix
 * in words; the lines themselves are never given away. Stars grow with the lab the failure mode
 * belongs to, as its design does.
 */
@Component
public class FixItCatalogue implements ExerciseCatalogue {

    @Override
    public List<BoardExercise> exercises() {
        return Challenges.declared().stream().map(FixItCatalogue::exercise).toList();
    }

    private static BoardExercise exercise(Challenge challenge) {
        FailureMode mode = challenge.mode();
        return new BoardExercise(
                FixIt.exerciseId(mode.label()),
                "Find it, fix it · " + mode.label(),
                "find it, fix it",
                mode.lab() <= 4 ? 3 : mode.lab() <= 6 ? 4 : 5,
                "fix-it/" + mode.label(),
                "Mark the lines of the " + mode.label()
                        + " wrong design that let the agent through, then pick the fix.",
                List.of(
                        "What goes wrong: " + mode.symptom(),
                        "The wrong design: " + mode.wrongDesign(),
                        "The fix: " + mode.fix()));
    }
}
