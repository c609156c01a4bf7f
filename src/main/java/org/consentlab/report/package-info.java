/**
 * The sandbox's reports (RPT-29 to RPT-33), as their system of record sees them, and the read
 * tools over them. This package only reads, seeds and resets; every change to a report (tag,
 * archive) and every export is effect code behind the consent boundary in
 * {@code org.consentlab.consent}, which writes the wire as its request reaches this record.
 */
@NullMarked
package org.consentlab.report;

import org.jspecify.annotations.NullMarked;
