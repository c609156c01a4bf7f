/**
 * The app's own help: the repository's docs (copied into the jar at build time, so they never
 * drift from docs/) rendered from Markdown to HTML with no raw HTML let through, links between
 * docs pointed at their help pages, and one level-one heading a page. The pages are in {@code ui}.
 */
@NullMarked
package org.consentlab.help;

import org.jspecify.annotations.NullMarked;
