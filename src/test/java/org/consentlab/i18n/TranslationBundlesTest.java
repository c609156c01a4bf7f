package org.consentlab.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.text.MessagePattern;
import com.ibm.icu.text.PluralRules;
import com.ibm.icu.util.ULocale;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The bundles against each other and against the code, in the manner of JabRef's
 * LocalizationConsistencyTest: a missing key would silently show English, so only comparing the
 * files finds it. Every feature has a bundle in every registered language and no other; each file
 * holds each key once, prefixed with its feature; every key the code names exists and every key
 * exists because the code names it (a literal ending in a dot names every key under it, for keys
 * the code completes, such as the menu's); each language's text has the same arguments as the
 * English one, and its plural choices cover the plural forms of its language (Arabic has six).
 */
class TranslationBundlesTest {

    static final Path BUNDLES = Path.of("src/main/resources/i18n");
    static final Path CODE = Path.of("src/main/java");
    private static final Pattern FILE = Pattern.compile("([a-z0-9-]+)(?:_([a-z]{2}))?\\.properties");
    private static final Pattern LITERAL = Pattern.compile("\"([a-z0-9-]+\\.[A-Za-z0-9_.-]*)\"");

    /** feature → language → key → text, in file order. */
    static final Map<String, Map<String, Map<String, String>>> bundles = new TreeMap<>();

    static final List<String> duplicates = new ArrayList<>();
    static final Set<String> unregistered = new TreeSet<>();

    @BeforeAll
    static void read() throws IOException {
        try (Stream<Path> files = Files.list(BUNDLES)) {
            for (Path file : files.sorted().toList()) {
                Matcher name = FILE.matcher(file.getFileName().toString());
                assertThat(name.matches()).as("bundle file name %s", file).isTrue();
                String language = name.group(2) == null ? Language.DEFAULT.tag() : name.group(2);
                if (Language.all().stream()
                        .noneMatch(registered -> registered.tag().equals(language))) {
                    unregistered.add(file.getFileName().toString());
                }
                bundles.computeIfAbsent(name.group(1), feature -> new TreeMap<>())
                        .put(language, entries(file));
            }
        }
    }

    @Test
    void everyBundleIsInARegisteredLanguageAndEveryFeatureSpeaksEveryLanguage() {
        assertThat(unregistered)
                .as("bundles in a language not listed in Language")
                .isEmpty();
        bundles.forEach((feature, languages) -> assertThat(languages.keySet())
                .as("languages of %s", feature)
                .containsExactlyInAnyOrderElementsOf(
                        Language.all().stream().map(Language::tag).toList()));
    }

    @Test
    void noKeyIsDuplicatedAndEveryKeyCarriesItsFeaturesPrefix() {
        assertThat(duplicates).isEmpty();
        bundles.forEach((feature, languages) -> languages.forEach((language, texts) -> assertThat(texts.keySet())
                .as("keys of %s_%s", feature, language)
                .allMatch(key -> key.startsWith(feature + "."))));
    }

    @Test
    void everyLanguageHasExactlyTheKeysOfEnglish() {
        bundles.forEach((feature, languages) -> {
            Set<String> english = languages.get(Language.DEFAULT.tag()).keySet();
            languages.forEach((language, texts) -> assertThat(texts.keySet())
                    .as("keys of %s_%s against English", feature, language)
                    .containsExactlyInAnyOrderElementsOf(english));
        });
    }

    @Test
    void everyTextHasTheArgumentsOfEnglishAndThePluralFormsOfItsLanguage() {
        List<String> problems = new ArrayList<>();
        bundles.forEach((feature, languages) -> languages.forEach((language, texts) -> texts.forEach((key, text) -> {
            String english = languages.get(Language.DEFAULT.tag()).get(key);
            if (english == null) {
                return;
            }
            Set<String> keywords =
                    PluralRules.forLocale(ULocale.forLanguageTag(language)).getKeywords();
            if (!arguments(text).equals(arguments(english))) {
                problems.add("%s (%s): arguments %s, English has %s"
                        .formatted(key, language, arguments(text), arguments(english)));
            }
            for (Set<String> choices : pluralChoices(text)) {
                if (!choices.containsAll(keywords)) {
                    problems.add("%s (%s): plural forms %s, the language has %s"
                            .formatted(key, language, choices, keywords));
                }
            }
        })));
        assertThat(problems).isEmpty();
    }

    @Test
    void everyKeyTheCodeNamesExistsAndEveryKeyIsNamedByTheCode() throws IOException {
        Set<String> features = bundles.keySet();
        Set<String> named = new TreeSet<>();
        try (Stream<Path> sources = Files.walk(CODE)) {
            for (Path source :
                    sources.filter(path -> path.toString().endsWith(".java")).toList()) {
                Matcher literal = LITERAL.matcher(Files.readString(source));
                while (literal.find()) {
                    String candidate = literal.group(1);
                    if (features.contains(candidate.substring(0, candidate.indexOf('.')))) {
                        named.add(candidate);
                    }
                }
            }
        }
        Set<String> english = new TreeSet<>();
        bundles.values()
                .forEach(languages ->
                        english.addAll(languages.get(Language.DEFAULT.tag()).keySet()));
        assertThat(named.stream().filter(key -> !key.endsWith(".")).toList())
                .as("keys the code names that no bundle has")
                .allMatch(english::contains);
        assertThat(named.stream().filter(key -> key.endsWith(".")).toList())
                .as("key prefixes the code names that no bundle has")
                .allMatch(prefix -> english.stream().anyMatch(key -> key.startsWith(prefix)));
        assertThat(english.stream()
                        .filter(key -> !named.contains(key))
                        .filter(key ->
                                named.stream().noneMatch(prefix -> prefix.endsWith(".") && key.startsWith(prefix)))
                        .toList())
                .as("keys no code names")
                .isEmpty();
    }

    /** The arguments a text fills in, by name or number. */
    static Set<String> arguments(String text) {
        MessagePattern pattern = new MessagePattern(MessagePattern.ApostropheMode.DOUBLE_OPTIONAL).parse(text);
        Set<String> names = new TreeSet<>();
        for (int part = 0; part < pattern.countParts(); part++) {
            MessagePattern.Part each = pattern.getPart(part);
            if (each.getType() == MessagePattern.Part.Type.ARG_NAME
                    || each.getType() == MessagePattern.Part.Type.ARG_NUMBER) {
                names.add(pattern.getSubstring(each));
            }
        }
        return names;
    }

    /** The selectors of each plural argument in a text. */
    static List<Set<String>> pluralChoices(String text) {
        MessagePattern pattern = new MessagePattern(MessagePattern.ApostropheMode.DOUBLE_OPTIONAL).parse(text);
        List<Set<String>> choices = new ArrayList<>();
        for (int part = 0; part < pattern.countParts(); part++) {
            MessagePattern.Part each = pattern.getPart(part);
            if (each.getType() == MessagePattern.Part.Type.ARG_START
                    && each.getArgType() == MessagePattern.ArgType.PLURAL) {
                Set<String> selectors = new HashSet<>();
                int limit = pattern.getLimitPartIndex(part);
                for (int inner = part + 1; inner < limit; inner++) {
                    MessagePattern.Part selector = pattern.getPart(inner);
                    if (selector.getType() == MessagePattern.Part.Type.ARG_SELECTOR) {
                        selectors.add(pattern.getSubstring(selector));
                    }
                    if (selector.getType() == MessagePattern.Part.Type.MSG_START) {
                        inner = pattern.getLimitPartIndex(inner);
                    }
                }
                choices.add(selectors);
            }
        }
        return choices;
    }

    /** The file's entries; a key that comes twice is recorded (Properties would keep the last silently). */
    private static Map<String, String> entries(Path file) throws IOException {
        Map<String, String> entries = new LinkedHashMap<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("!")) {
                continue;
            }
            int equals = trimmed.indexOf('=');
            assertThat(equals).as("%s: a line is key=text: %s", file, line).isPositive();
            String key = trimmed.substring(0, equals).strip();
            if (entries.put(key, trimmed.substring(equals + 1).strip()) != null) {
                duplicates.add(file.getFileName() + ": " + key);
            }
        }
        return entries;
    }
}
