/**
 * Small shared infrastructure: the clock, the global event sequence that orders everything the
 * lab records, the one timestamp format that graders read, and how a new database gets its
 * schema. Its {@code ui} subpackage holds
 * the main layout and components shared by several features.
 */
@NullMarked
package org.consentlab.base;

import org.jspecify.annotations.NullMarked;
