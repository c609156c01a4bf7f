/**
 * The instructor's page ({@code /instructor}: a class, its join code and QR code, the live
 * overview, the failure-mode switches and the workshop settings) and the learner's way in
 * ({@code /join}), plus what every learner page shows of the class: its name in the top bar and
 * the banner while a failure mode is on. Views assemble components; components take data and
 * callbacks.
 */
@NullMarked
package org.consentlab.instructor.ui;

import org.jspecify.annotations.NullMarked;
