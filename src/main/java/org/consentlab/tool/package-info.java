/**
 * What a tool is: its declaration (name, schema, annotations, risk declaration), the policy
 * ladder that turns a risk declaration into the decision a call requires, schema validation of
 * call arguments and their one canonical spelling ({@link org.consentlab.tool.CanonicalArgs}), and the registry of every tool the lab exposes with the handler that serves it.
 * Nothing here performs an effect; handlers of gated tools only ever arm a gate.
 */
@NullMarked
package org.consentlab.tool;

import org.jspecify.annotations.NullMarked;
