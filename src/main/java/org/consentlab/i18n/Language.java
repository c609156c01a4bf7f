package org.consentlab.i18n;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The languages a person can choose, each named in itself. English is the source and the default,
 * whatever the machine's or the browser's locale (Vaadin would otherwise hand a browser it cannot
 * match the alphabetically first bundle, vaadin/flow#20967). Adding a language is one line here and
 * one bundle file per feature; the consistency test refuses a bundle whose language is not listed.
 */
public enum Language {
    ENGLISH("en", "English", false),
    GERMAN("de", "Deutsch", false),
    ARABIC("ar", "العربية", true);

    private final String tag;
    private final String ownName;
    private final boolean rightToLeft;

    Language(String tag, String ownName, boolean rightToLeft) {
        this.tag = tag;
        this.ownName = ownName;
        this.rightToLeft = rightToLeft;
    }

    public static final Language DEFAULT = ENGLISH;

    public String tag() {
        return tag;
    }

    /** The language's name in the language itself, as the picker offers it. */
    public String ownName() {
        return ownName;
    }

    public boolean rightToLeft() {
        return rightToLeft;
    }

    public Locale locale() {
        return Locale.forLanguageTag(tag);
    }

    public static List<Language> all() {
        return List.of(values());
    }

    /** The language of a locale by its language alone ({@code de-AT} is German), if it is one of ours. */
    public static Optional<Language> of(Locale locale) {
        return Arrays.stream(values())
                .filter(language -> language.tag.equals(locale.getLanguage()))
                .findFirst();
    }
}
