/**
 * Every sentence a person reads, in the person's language. Each feature owns its texts in its own
 * bundle ({@code i18n/<feature>.properties}, one file per language beside it, keys prefixed with
 * the feature's name), and {@link BundleTranslations} merges them into the one provider Vaadin asks,
 * with ICU's message format for plurals and numbers. {@link Texts} is the small door for code that
 * is not a component; {@link Language} lists the languages, and the language of each page is chosen
 * by {@link LanguageChoice}, switched by the {@link LanguagePicker} and remembered in a cookie. What
 * an agent receives (tool results, MCP errors) is protocol and never passes through here.
 */
@NullMarked
package org.consentlab.i18n;

import org.jspecify.annotations.NullMarked;
