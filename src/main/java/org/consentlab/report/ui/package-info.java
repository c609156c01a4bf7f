/**
 * Components that show the sandbox's reports. They are given the reports to show and never
 * read or change them themselves.
 */
@NullMarked
package org.consentlab.report.ui;

import org.jspecify.annotations.NullMarked;
