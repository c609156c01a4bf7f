package org.consentlab.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the run ran on, and how busy the machine was: numbers from a shared machine mean little without it. */
final class Machine {

    private Machine() {}

    static String describe() {
        String cpu = read(Path.of("/proc/cpuinfo"))
                .lines()
                .filter(line -> line.startsWith("model name"))
                .findFirst()
                .map(line -> line.substring(line.indexOf(':') + 1).trim())
                .orElse("unknown processor");
        long memKb = kib(read(Path.of("/proc/meminfo")), "MemTotal:");
        return "%d cores (%s), %.0f GiB RAM, %s %s, %s %s%s%s"
                .formatted(
                        Runtime.getRuntime().availableProcessors(),
                        cpu,
                        memKb / 1024.0 / 1024.0,
                        System.getProperty("java.vm.name"),
                        System.getProperty("java.version"),
                        System.getProperty("os.name"),
                        System.getProperty("os.arch"),
                        memoryMonitor(),
                        hugePages());
    }

    /**
     * The kernel's setting for transparent huge pages: with {@code madvise} only a JVM started with
     * {@code -XX:+UseTransparentHugePages} has its heap in them, and the memory monitor's checks of
     * a heap in small pages took several times its processor (docs/performance.md).
     */
    private static String hugePages() {
        String setting = read(Path.of("/sys/kernel/mm/transparent_hugepage/enabled"));
        int from = setting.indexOf('[');
        return from < 0 ? "" : "; transparent huge pages: " + setting.substring(from + 1, setting.indexOf(']'));
    }

    /**
     * Linux's data access monitor (DAMON), when the kernel runs one: each sample it checks a page
     * of each of its regions of memory on a thread of its own ({@code kdamond}), which on a machine
     * of two cores took one for about 30 ms at a time. The read's tail moved with it (see
     * docs/performance.md), so the run names it.
     */
    private static String memoryMonitor() {
        Path kdamonds = Path.of("/sys/kernel/mm/damon/admin/kdamonds");
        if (read(kdamonds.resolve("nr_kdamonds")).matches("0?")) {
            return "";
        }
        Path context = kdamonds.resolve("0/contexts/0");
        return "; the kernel's memory monitor (DAMON) %s, %s, a sample every %s µs"
                .formatted(
                        read(kdamonds.resolve("0/state")),
                        read(context.resolve("operations")),
                        read(context.resolve("monitoring_attrs/intervals/sample_us")));
    }

    /** The figure of a {@code /proc} line such as {@code MemTotal:  24684000 kB}, in KiB; 0 when there is none. */
    static long kib(String procText, String field) {
        return procText.lines()
                .filter(line -> line.startsWith(field))
                .findFirst()
                .map(line -> Long.parseLong(line.replaceAll("\\D", "")))
                .orElse(0L);
    }

    /** The load average over 1, 5 and 15 minutes. */
    static String load() {
        String[] fields = read(Path.of("/proc/loadavg")).split(" ");
        return fields[0] + " / " + fields[1] + " / " + fields[2];
    }

    static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The share of all cores the app's JVM used since {@link #start}. */
    record Cpu(AppProcess app, long cpuNanos, long wallNanos) {
        static Cpu start(AppProcess app) throws java.io.IOException {
            return new Cpu(app, app.cpuNanos(), System.nanoTime());
        }

        double share() throws java.io.IOException {
            return (app.cpuNanos() - cpuNanos)
                    / (double) (System.nanoTime() - wallNanos)
                    / Runtime.getRuntime().availableProcessors();
        }
    }

    /** A file's text, trimmed; empty when it cannot be read. */
    private static String read(Path file) {
        try {
            return Files.readString(file).trim();
        } catch (IOException e) {
            return "";
        }
    }
}
