package org.consentlab;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JVM options of a run command the docs give, read from the doc itself: the README's (the
 * packaged-jar tests and the bench's start rows) and docs/workshop.md's for a room (the bench's app).
 * They start the jar with them, so the command a doc gives is the one they run: a changed option is
 * tested on its next run, and no second copy of the options can drift from it.
 */
public final class RunCommand {

    /** From the JVM (`"$JAVA_HOME/bin/java"`) to the jar it runs: the options in between. */
    private static final Pattern COMMAND = Pattern.compile("\"\\$JAVA_HOME/bin/java\"\\s+(.*?)\\s+-jar\\s");

    private static final String CACHE = "-XX:AOTCache=";

    private final Path doc;
    private final List<String> options;

    private RunCommand(Path doc, List<String> options) {
        this.doc = doc;
        this.options = options;
    }

    /** The README's run command. */
    public static RunCommand readme() {
        return in(Path.of("README.md"));
    }

    /** The command docs/workshop.md gives a room's node. */
    public static RunCommand workshop() {
        return in(Path.of("docs", "workshop.md"));
    }

    /** The options, in the doc's order, with the AOT cache they name replaced by {@code cache}. */
    public List<String> jvmOptions(Path cache) {
        if (options.stream().noneMatch(option -> option.startsWith(CACHE))) {
            throw new IllegalStateException("The run command of " + doc + " names no AOT cache: " + options);
        }
        return options.stream()
                .map(option -> option.startsWith(CACHE) ? CACHE + cache : option)
                .toList();
    }

    /** The options without the AOT cache: for a JVM that runs the jar another way than the one the cache was trained on. */
    public List<String> jvmOptionsWithoutCache() {
        return options.stream().filter(option -> !option.startsWith(CACHE)).toList();
    }

    private static RunCommand in(Path doc) {
        try {
            // A command continued over lines (a backslash at a line's end) is one command.
            String text = Files.readString(doc).replaceAll("\\\\\\s*\\n\\s*", " ");
            Matcher command = COMMAND.matcher(text);
            if (!command.find()) {
                throw new IllegalStateException(doc + " has no run command of the form \"$JAVA_HOME/bin/java\" … -jar");
            }
            return new RunCommand(doc, Arrays.asList(command.group(1).split("\\s+")));
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
