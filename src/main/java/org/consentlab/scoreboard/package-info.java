/**
 * Running the lab as an event: the score board (every exercise with its difficulty, category,
 * points and status read from the sandbox's records), graded hints revealed one at a time and
 * recorded, continue codes that carry a learner's progress to another browser under the server's
 * signature, and flags and exports for CTF platforms under the event's key. Other features add
 * exercises by contributing an {@link org.consentlab.scoreboard.ExerciseCatalogue} and its
 * {@link org.consentlab.scoreboard.ExerciseChecks} as beans; the board never names them.
 */
@NullMarked
package org.consentlab.scoreboard;

import org.jspecify.annotations.NullMarked;
