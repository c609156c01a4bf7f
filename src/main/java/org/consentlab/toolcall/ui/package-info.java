/**
 * Components that show what tool calls did: the wire as it reached the systems of record, and
 * the call timeline (lifecycle step track and its tool-state, screen, consent and wire lanes).
 * They are fed data and never read it themselves, so every lab can reuse them with its own calls.
 */
@NullMarked
package org.consentlab.toolcall.ui;

import org.jspecify.annotations.NullMarked;
