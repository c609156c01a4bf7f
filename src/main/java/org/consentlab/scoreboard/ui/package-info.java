/**
 * The event's pages and parts: the score board with its filters and continue code, the hints and
 * flag under each lab's exercise, and the instructor's CTF exports. They read the board's records
 * through the scoreboard services and fire nothing but a learner's own reveal or restore.
 */
@NullMarked
package org.consentlab.scoreboard.ui;

import org.jspecify.annotations.NullMarked;
