/**
 * How long a sandbox's history is kept: the calls, wire and audit of a sandbox nobody has used for
 * {@code consentlab.history.keep} are removed by one timed job across the cluster, so that a
 * lab's database stays the size of its recent workshops rather than of every call ever made.
 */
@NullMarked
package org.consentlab.history;

import org.jspecify.annotations.NullMarked;
