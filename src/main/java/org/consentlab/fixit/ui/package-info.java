/**
 * The find-it-fix-it pages: {@code /fix-it}, every challenge and whether the sandbox's records show
 * it solved, and {@code /fix-it/<name>}, one challenge: its code as a list of numbered lines the
 * learner marks by click or key, the candidate fixes as diffs, the server's answer in words, and,
 * once solved, the twin pair run side by side with their wires.
 */
@NullMarked
package org.consentlab.fixit.ui;

import org.jspecify.annotations.NullMarked;
