/**
 * The instructor's side: classes that learners join by a short code (keeping their own
 * sandboxes), and the named failure-mode switches, off by default, that make the consent boundary
 * demonstrate one wrong design at a time beside its correct twin. The wrong designs themselves
 * live inside the boundary; this package only says which are on, and for whom.
 */
@NullMarked
package org.consentlab.instructor;

import org.jspecify.annotations.NullMarked;
