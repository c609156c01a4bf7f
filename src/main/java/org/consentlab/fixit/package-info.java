/**
 * Find it, fix it: for each failure mode, the learner reads the consent boundary's own code of the
 * wrong design, as this build runs it, marks the lines that let the agent through, and picks the
 * fix that holds among candidates. The code is read from the source copied into the jar at build
 * time ({@code fixit/} on the classpath), never from a copy kept beside it; marker comments in that
 * source ({@code // fixit:begin <name>}, {@code // fixit:end <name>}, a trailing
 * {@code // fixit:culprit <name>}, and {@code // fixit:fix-begin/fix-end <name>} around the correct
 * twin's code) say where each snippet is, which lines are the answer and what the fix is, and are
 * never shown. Answers are graded here, on the server, and each solved step is recorded in the
 * sandbox, so a page says done only from those records.
 */
@NullMarked
package org.consentlab.fixit;

import org.jspecify.annotations.NullMarked;
