package org.consentlab.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Processor time the machine's other processes took while a part measured, the kernel's own
 * threads among them, read from each {@code /proc/<pid>/stat}; the app's JVM and the bench's own
 * are left out. A tail of a few milliseconds on two cores moves with what else runs: on the
 * machine measured on 2026-12-07, the kernel's memory monitor ({@code kdamond}) took a processor
 * for about 30 ms twice a second, and the read's slowest requests lined up with it. This puts that
 * beside the figure instead of leaving it to be guessed. A process is followed by its pid, since
 * a kernel worker's name changes with the work it does; it is named as it was at the end.
 */
record OtherWork(Map<String, Long> millisByName, long nanos) {

    /** Each other process's name and processor time (ms) so far, by pid, at one moment. */
    record Snapshot(Map<Long, Taken> byPid, long nanos) {

        /** What the other processes took since {@code before}; one that started since, all of its time. */
        OtherWork since(Snapshot before) {
            Map<String, Long> byName = new HashMap<>();
            byPid.forEach((pid, now) -> {
                Taken then = before.byPid.get(pid);
                byName.merge(now.name(), now.millis() - (then == null ? 0 : then.millis()), Long::sum);
            });
            return new OtherWork(byName, nanos - before.nanos);
        }
    }

    record Taken(String name, long millis) {}

    static Snapshot now(Set<Long> excluded) throws IOException {
        Map<Long, Taken> byPid = new HashMap<>();
        ThreadCpu.stats(Path.of("/proc")).forEach((pid, stat) -> {
            if (!excluded.contains(pid)) {
                byPid.put(pid, new Taken(ThreadCpu.name(stat), ThreadCpu.millis(stat)));
            }
        });
        return new Snapshot(byPid, System.nanoTime());
    }

    /** Nothing yet: the start of a sum of differences. */
    static OtherWork none() {
        return new OtherWork(Map.of(), 0);
    }

    /** Two differences together, as if measured in one stretch. */
    OtherWork plus(OtherWork other) {
        Map<String, Long> sum = new HashMap<>(millisByName);
        other.millisByName.forEach((name, millis) -> sum.merge(name, millis, Long::sum));
        return new OtherWork(sum, nanos + other.nanos);
    }

    /** In ms of processor a second of wall time, and the three processes that took most. */
    @Override
    public String toString() {
        double seconds = Math.max(nanos, 1) / 1e9;
        long total = millisByName.values().stream().mapToLong(Long::longValue).sum();
        String most = millisByName.entrySet().stream()
                .filter(each -> each.getValue() > 0)
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .limit(3)
                .map(each -> "%s %.0f".formatted(each.getKey(), each.getValue() / seconds))
                .collect(Collectors.joining(", "));
        return "%.0f ms a second (%s)".formatted(total / seconds, most.isEmpty() ? "none" : most);
    }
}
