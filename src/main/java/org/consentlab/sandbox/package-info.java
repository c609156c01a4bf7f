/**
 * Per-learner sandboxes: one private, persisted, resettable world per browser, bound by a
 * long-lived cookie so that it survives an app restart. Feature packages seed and reset their
 * own systems of record through {@link org.consentlab.sandbox.SandboxSeeder}, and announce changes
 * through {@link org.consentlab.sandbox.SandboxEvents} so that every open page of the sandbox
 * can update itself by server push.
 */
@NullMarked
package org.consentlab.sandbox;

import org.jspecify.annotations.NullMarked;
