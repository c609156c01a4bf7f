/**
 * The instructor's side: the named failure-mode switches, off by default and per sandbox, that
 * make the consent boundary demonstrate one wrong design at a time beside its correct twin. The
 * wrong designs themselves live inside the boundary; this package only says which are on.
 */
@NullMarked
package org.consentlab.instructor;

import org.jspecify.annotations.NullMarked;
