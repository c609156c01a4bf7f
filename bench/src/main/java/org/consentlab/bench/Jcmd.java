package org.consentlab.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The heap of another JVM on this machine, read with the JDK's {@code jcmd}: from outside, as a person would. */
final class Jcmd {

    private static final Pattern USED = Pattern.compile("used (\\d+)K");

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
            least = Math.min(least, Long.parseLong(used.group(1)) * 1024);
        }
        return least;
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
