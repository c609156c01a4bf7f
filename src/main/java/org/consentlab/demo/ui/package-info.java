/**
 * The failure-mode demos that anyone may open: each instructor failure mode run beside its correct
 * twin, in throw-away sandboxes of their own, and graded on the wire. The scenarios run in
 * {@code org.consentlab.demo}; these pages take its Run button, start a run and follow it by
 * push, and reach nothing of the consent kernel.
 */
@NullMarked
package org.consentlab.demo.ui;

import org.jspecify.annotations.NullMarked;
