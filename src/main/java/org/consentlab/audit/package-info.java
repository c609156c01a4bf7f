/**
 * The append-only audit log: who asked for what, by which channel, what was decided by whom
 * and when, and what came of it. Rows are only ever inserted; its {@code ui} subpackage shows
 * them, newest first, filtered by tool and outcome.
 */
@NullMarked
package org.consentlab.audit;

import org.jspecify.annotations.NullMarked;
