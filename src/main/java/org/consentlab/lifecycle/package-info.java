/**
 * Lab 5's own world: its four actions (which tool it plays, with which arguments, under which
 * launch policy), the UI behaviours a learner can pick for the page under test, and its runs with
 * the "hold the wire" switch. It knows nothing of gates or effects: the consent boundary plays the
 * runs, and the lab's pages show them.
 */
@NullMarked
package org.consentlab.lifecycle;

import org.jspecify.annotations.NullMarked;
