/**
 * The instructor's side: classes that learners join by a short code (keeping their own
 * sandboxes), and the named failure-mode switches, off by default, that make the consent boundary
 * demonstrate one wrong design at a time beside its correct twin. The wrong designs themselves
 * live inside the boundary; this package only says which are on, and for whom, how long a gate
 * waits under a class's settings ({@link org.consentlab.instructor.GateLifetimes}), and who is
 * signed in as an approver ({@link org.consentlab.instructor.SignedInApprover}).
 */
@NullMarked
package org.consentlab.instructor;

import org.jspecify.annotations.NullMarked;
