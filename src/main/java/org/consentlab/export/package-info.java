/**
 * {@code GET /api/sandbox/export}: the caller's own sandbox (found by its cookie) as stable JSON
 * of calls with their transitions, gates, audit rows and the wire. Graders and testers read it,
 * so its shape is documented in the README and changes only by adding fields.
 */
@NullMarked
package org.consentlab.export;

import org.jspecify.annotations.NullMarked;
