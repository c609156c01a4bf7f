package org.consentlab.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** The heap of another JVM on this machine, read with the JDK's {@code jcmd}: from outside, as a person would. */
final class Jcmd {

    private static final Pattern USED = Pattern.compile("used (\\d+)([KMG])");
    /** {@code num: instances bytes class-name (module)} */
    private static final Pattern HISTOGRAM_ROW = Pattern.compile("(?m)^\\s*\\d+:\\s+\\d+\\s+(\\d+)\\s+(\\S+)");

    private Jcmd() {}

    /** The smallest of three readings of the heap in use right after a full GC of the JVM {@code pid}. */
    static long heapAfterGc(long pid) throws Exception {
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            run(pid, "GC.run");
            Matcher used = USED.matcher(run(pid, "GC.heap_info"));
            if (!used.find()) {
                throw new IllegalStateException("jcmd GC.heap_info said no heap use");
            }
            // G1 says "used 123456K", ZGC "used 120M".
            long unit = switch (used.group(2)) {
                case "K" -> 1L << 10;
                case "M" -> 1L << 20;
                default -> 1L << 30;
            };
            least = Math.min(least, Long.parseLong(used.group(1)) * unit);
        }
        return least;
    }

    /** Bytes by class on the heap of the JVM {@code pid}, live objects only (the histogram runs a full GC first). */
    static Map<String, Long> histogram(long pid) throws Exception {
        return histogram(pid, null);
    }

    /** As {@link #histogram(long)}, the whole histogram (instances too) also kept in {@code keep} when given. */
    static Map<String, Long> histogram(long pid, Path keep) throws Exception {
        Map<String, Long> bytes = new HashMap<>();
        String text = run(pid, "GC.class_histogram");
        if (keep != null) {
            Files.writeString(keep, text);
        }
        Matcher row = HISTOGRAM_ROW.matcher(text);
        while (row.find()) {
            bytes.merge(row.group(2), Long.parseLong(row.group(1)), Long::sum);
        }
        return bytes;
    }

    /** The {@code n} classes whose bytes grew most from {@code before} to {@code after}, per {@code share}. */
    static String grownMost(Map<String, Long> before, Map<String, Long> after, int share, int n) {
        return after.entrySet().stream()
                .map(entry -> Map.entry(entry.getKey(), entry.getValue() - before.getOrDefault(entry.getKey(), 0L)))
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .limit(n)
                .map(grown -> "`%s` %,d B".formatted(grown.getKey(), grown.getValue() / share))
                .collect(Collectors.joining(", "));
    }

    /** Runs one {@code jcmd} command with its options in the JVM {@code pid}; its output. */
    static String run(long pid, String command, String... options) throws Exception {
        List<String> line =
                new ArrayList<>(List.of(System.getProperty("java.home") + "/bin/jcmd", String.valueOf(pid), command));
        line.addAll(List.of(options));
        Process jcmd = new ProcessBuilder(line).redirectErrorStream(true).start();
        String output = new String(jcmd.getInputStream().readAllBytes());
        if (!jcmd.waitFor(60, TimeUnit.SECONDS) || jcmd.exitValue() != 0) {
            throw new IllegalStateException("jcmd " + command + " failed: " + output);
        }
        return output;
    }
}
