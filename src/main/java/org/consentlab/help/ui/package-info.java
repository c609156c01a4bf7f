/**
 * The help pages at {@code /help} (an index of every doc) and {@code /help/<name>} (one doc), in
 * the main layout, whose footer links the accessibility statement, the workshop guide and the
 * testing ids. An address that names no doc answers 404.
 */
@NullMarked
package org.consentlab.help.ui;

import org.jspecify.annotations.NullMarked;
