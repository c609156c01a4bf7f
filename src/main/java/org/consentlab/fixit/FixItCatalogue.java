package org.consentlab.fixit;

import java.util.List;
import org.consentlab.instructor.FailureMode;
import org.consentlab.scoreboard.BoardExercise;
import org.consentlab.scoreboard.ExerciseCatalogue;
import org.springframework.stereotype.Component;

/**
 * The find-it-fix-it challenges on the score board, one exercise each ({@code fixit-<failure mode>}).
 * Their hints go from the wrong design in words, to how many lines to mark, to the fix in words;
 * which lines is never given away. Stars grow with the lab the failure mode
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
                        "The wrong design, in words: " + mode.wrongDesign(),
                        "Mark exactly " + challenge.culprits().size()
                                + " line(s); after a check, a near miss says how close you are.",
                        "The fix: " + mode.fix()),
                // The English above goes as it is into the CTF exports; the pages find each text in their language.
                "fixit.exercise." + mode.label());
    }
}
