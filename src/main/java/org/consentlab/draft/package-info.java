/**
 * The sandbox's drafts, as their system of record sees them. Renaming a draft is Lab 5's
 * reversible-by-user action: the user can rename it back, so it needs no decision, but its
 * effect code still lives behind the consent boundary with the lab's other effects, which
 * write the wire as their request reaches this record. This package only reads, seeds and resets.
 */
@NullMarked
package org.consentlab.draft;

import org.jspecify.annotations.NullMarked;
