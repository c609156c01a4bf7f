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
 * The README's run command's JVM options, read from the README itself. The packaged-jar tests and
 * the bench start the jar with them, so the command the README gives is the one they run: a
 * changed option is tested on its next run, and no second copy of the options can drift from it.
 */
public final class ReadmeRunCommand {

    /** From the JVM (`"$JAVA_HOME/bin/java"`) to the jar it runs: the options in between. */
    private static final Pattern COMMAND = Pattern.compile("\"\\$JAVA_HOME/bin/java\"\\s+(.*?)\\s+-jar\\s");

    private static final String CACHE = "-XX:AOTCache=";

    private ReadmeRunCommand() {}

    /** The options, in the README's order, with the AOT cache they name replaced by {@code cache}. */
    public static List<String> jvmOptions(Path cache) {
        List<String> options = Arrays.stream(options().split("\\s+"))
                .map(option -> option.startsWith(CACHE) ? CACHE + cache : option)
                .toList();
        if (options.stream().noneMatch(option -> option.startsWith(CACHE))) {
            throw new IllegalStateException("The README's run command names no AOT cache: " + options);
        }
        return options;
    }

    private static String options() {
        try {
            // A command continued over lines (a backslash at a line's end) is one command.
            String readme = Files.readString(Path.of("README.md")).replaceAll("\\\\\\s*\\n\\s*", " ");
            Matcher command = COMMAND.matcher(readme);
            if (!command.find()) {
                throw new IllegalStateException(
                        "README.md has no run command of the form \"$JAVA_HOME/bin/java\" … -jar");
            }
            return command.group(1);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
