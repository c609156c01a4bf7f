package org.consentlab.i18n;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import com.vaadin.flow.i18n.I18NProvider;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import org.springframework.stereotype.Component;

/**
 * The one translation provider of the app. It reads every feature's bundle
 * ({@code i18n/<feature>.properties} is English, {@code <feature>_<tag>.properties} another
 * language, all UTF-8) and merges them per language, so a feature adds texts without touching any
 * other's file. Texts are ICU message patterns: {@code {0, plural, one {# call} other {# calls}}}
 * knows Arabic's six plural forms, which the JDK's format does not. A key a language lacks falls
 * back to English (the consistency test keeps that from shipping); a key nobody has shows as
 * {@code !key!}, so it cannot pass for a sentence. With {@code consentlab.i18n.pseudo-locales}
 * on (tests only), the pseudo-locales are offered as well.
 */
@Component
public class BundleTranslations implements I18NProvider {

    static final String LOCATION = "classpath*:i18n/*.properties";
    private static final Pattern FILE = Pattern.compile("([a-z0-9-]+)(?:_([a-z]{2}))?\\.properties");

    private final Map<String, Map<String, String>> patternsByLanguage;
    private final boolean pseudoLocales;
    /** Texts without arguments, as formatted, by language and key; bounded by the bundles' keys. */
    private final Map<String, String> withoutArguments = new ConcurrentHashMap<>();
    /** Patterns as parsed, by language and key; bounded by the bundles' keys. */
    private final Map<String, MessageFormat> parsed = new ConcurrentHashMap<>();

    public BundleTranslations(@Value("${consentlab.i18n.pseudo-locales:false}") boolean pseudoLocales) {
        this.pseudoLocales = pseudoLocales;
        this.patternsByLanguage = load();
    }

    @Override
    public List<Locale> getProvidedLocales() {
        List<Locale> locales =
                new ArrayList<>(Language.all().stream().map(Language::locale).toList());
        if (pseudoLocales) {
            locales.addAll(PseudoLocale.locales());
        }
        return locales;
    }

    @Override
    public Locale getDefaultLocale() {
        return Language.DEFAULT.locale();
    }

    @Override
    public String getTranslation(String key, Locale locale, Object... params) {
        boolean pseudo = PseudoLocale.is(locale);
        Language language = pseudo ? Language.DEFAULT : Language.of(locale).orElse(Language.DEFAULT);
        String pattern = patternsByLanguage
                .getOrDefault(language.tag(), Map.of())
                .getOrDefault(
                        key, patternsByLanguage.get(Language.DEFAULT.tag()).get(key));
        if (pattern == null) {
            return "!" + key + "!";
        }
        if (pseudo) {
            MessageFormat format = new MessageFormat(pattern, ULocale.forLocale(PseudoLocale.formattingLocale(locale)));
            return PseudoLocale.stretch(format.format(PseudoLocale.marked(params)));
        }
        String languageAndKey = language.tag() + '\u0000' + key;
        if (params.length == 0) {
            // A text without arguments is the same on every page: formatted once, shared by all of them.
            return withoutArguments.computeIfAbsent(
                    languageAndKey, ignored -> format(languageAndKey, pattern, language));
        }
        return format(languageAndKey, pattern, language, params);
    }

    /**
     * Each pattern is parsed once per language: a page's redraw formats dozens of texts, and parsing
     * was most of their cost. ICU's formats are not thread-safe, so each is used by one thread at a time.
     */
    private String format(String languageAndKey, String pattern, Language language, Object... params) {
        MessageFormat format = parsed.computeIfAbsent(
                languageAndKey, ignored -> new MessageFormat(pattern, ULocale.forLocale(language.locale())));
        synchronized (format) {
            return format.format(params);
        }
    }

    /** Every key of one language, as the bundles hold them (for the consistency test and the docs). */
    Map<String, String> patterns(Language language) {
        return Map.copyOf(patternsByLanguage.getOrDefault(language.tag(), Map.of()));
    }

    private static Map<String, Map<String, String>> load() {
        Map<String, Map<String, String>> byLanguage = new HashMap<>();
        try {
            for (Resource bundle : new PathMatchingResourcePatternResolver().getResources(LOCATION)) {
                Matcher name = FILE.matcher(String.valueOf(bundle.getFilename()));
                if (!name.matches()) {
                    throw new IllegalStateException("A bundle is named <feature>[_<language>].properties: " + bundle);
                }
                String language = name.group(2) == null ? Language.DEFAULT.tag() : name.group(2);
                Properties texts = new Properties();
                try (Reader reader = new InputStreamReader(bundle.getInputStream(), StandardCharsets.UTF_8)) {
                    texts.load(reader);
                }
                Map<String, String> merged = byLanguage.computeIfAbsent(language, tag -> new HashMap<>());
                texts.stringPropertyNames().forEach(key -> merged.put(key, texts.getProperty(key)));
            }
        } catch (IOException unreadable) {
            throw new UncheckedIOException("The message bundles cannot be read", unreadable);
        }
        byLanguage.putIfAbsent(Language.DEFAULT.tag(), new HashMap<>());
        return Map.copyOf(byLanguage);
    }
}
