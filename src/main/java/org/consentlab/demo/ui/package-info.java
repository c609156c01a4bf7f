/**
 * The failure-mode demos that anyone may open: each instructor failure mode run beside its correct
 * twin, in throw-away sandboxes of their own, and graded on the wire. The scenarios themselves run
 * inside the consent boundary; these pages only start a run and follow it.
 */
@NullMarked
package org.consentlab.demo.ui;

import org.jspecify.annotations.NullMarked;
