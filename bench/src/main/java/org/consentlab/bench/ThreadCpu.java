package org.consentlab.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Where a process's processor time went, by its threads' kind, read from Linux's
 * {@code /proc/<pid>/task/<tid>/stat}: the JIT's compiler threads, the thread that runs {@code main}
 * (named "java" by the launcher), and all the others. On two cores a start is bound by the processor,
 * so this says who took it: the start's own work, or compiling it.
 */
record ThreadCpu(long compilersMs, long mainMs, long restMs) {

    static ThreadCpu of(long pid) throws IOException {
        long compilers = 0;
        long main = 0;
        long rest = 0;
        for (String stat : stats(Path.of("/proc/" + pid + "/task")).values()) {
            String name = name(stat);
            long ms = millis(stat);
            if (name.matches("C[12] CompilerThre.*")) {
                compilers += ms;
            } else if (name.equals("java")) {
                main += ms;
            } else {
                rest += ms;
            }
        }
        return new ThreadCpu(compilers, main, rest);
    }

    /**
     * The stat line of each process or thread under {@code dir} ({@code /proc}, or a process's
     * {@code task}), by its id; one that ended between the listing and the reading is left out.
     */
    static Map<Long, String> stats(Path dir) throws IOException {
        Map<Long, String> byId = new HashMap<>();
        try (Stream<Path> entries = Files.list(dir)) {
            for (Path entry : entries.toList()) {
                String id = entry.getFileName().toString();
                if (!id.chars().allMatch(Character::isDigit)) {
                    continue;
                }
                try {
                    byId.put(Long.parseLong(id), Files.readString(entry.resolve("stat")));
                } catch (IOException ended) {
                    // it ended between the listing and the reading
                }
            }
        }
        return byId;
    }

    /** The name in a {@code /proc} stat line, which may hold spaces and brackets of its own. */
    static String name(String stat) {
        return stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    }

    /** User and system time (ms) in a {@code /proc} stat line, of a process or one of its threads. */
    static long millis(String stat) {
        // The name in brackets may hold spaces; the fields after it do not.
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10; // USER_HZ is 100 on Linux
    }

    @Override
    public String toString() {
        return "%.1f s: compilers %.1f, main %.1f, others %.1f"
                .formatted(
                        (compilersMs + mainMs + restMs) / 1000.0,
                        compilersMs / 1000.0,
                        mainMs / 1000.0,
                        restMs / 1000.0);
    }
}
