/**
 * Small shared infrastructure: the clock, the global event sequence that orders everything the
 * lab records, and the one timestamp format that graders read. Its {@code ui} subpackage holds
 * the main layout and components shared by several features.
 */
@NullMarked
package org.consentlab.base;

import org.jspecify.annotations.NullMarked;
