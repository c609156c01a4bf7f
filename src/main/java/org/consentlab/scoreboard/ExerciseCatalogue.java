package org.consentlab.scoreboard;

import java.util.List;

/**
 * A feature's exercises for the score board, contributed as a Spring bean. A catalogue is fixed
 * data: it needs no database and no other bean, because the command-line CTF export builds the
 * catalogues alone, without starting the app. Whether a sandbox did an exercise is the feature's
 * {@link ExerciseChecks}.
 */
public interface ExerciseCatalogue {

    List<BoardExercise> exercises();
}
