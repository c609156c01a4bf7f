/**
 * Consent Lab: a teaching lab about human-in-the-loop consent for AI-agent tool calls. Features
 * live in their own packages; the consent boundary is the one flat package {@code consent}, where
 * agents can only request an irreversible effect and only a person's decision can perform it.
 */
@NullMarked
package org.consentlab;

import org.jspecify.annotations.NullMarked;
