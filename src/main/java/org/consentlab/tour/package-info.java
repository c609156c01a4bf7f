/**
 * The guided tour: a first-time learner walked through Lab 4 step by step, each step waiting for
 * its condition in the sandbox's records (the agent's call armed the gate, the learner cancelled,
 * the wire stayed empty, the learner confirmed once), read through Lab 4's own exercise check so
 * that the tour and the exercise can never disagree. The only thing the tour writes is whether the
 * learner started or skipped it; it never presses a control, arms or decides a gate, or sends an
 * effect, and ArchUnit keeps it so.
 */
@NullMarked
package org.consentlab.tour;

import org.jspecify.annotations.NullMarked;
