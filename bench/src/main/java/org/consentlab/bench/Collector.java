package org.consentlab.bench;

import java.util.List;

/**
 * The app's garbage collector for a run: G1, the room's setting (docs/workshop.md), or the JDK's
 * Generational ZGC with {@code -Dbench.gc=zgc}, so that one run each fills the collector table of
 * docs/performance.md. Named in every command line the results file shows.
 */
final class Collector {

    private Collector() {}

    static String name() {
        return System.getProperty("bench.gc", "g1").isBlank() ? "g1" : System.getProperty("bench.gc");
    }

    /** The option that picks the collector. ZGC is generational by default since JDK 23 (the only mode since 24). */
    static List<String> options() {
        return switch (name()) {
            case "g1" -> List.of("-XX:+UseG1GC");
            case "zgc" -> List.of("-XX:+UseZGC");
            default -> throw new IllegalArgumentException("bench.gc is g1 or zgc, not " + name());
        };
    }

    /** For the README's command as the jar part runs it: nothing for G1 (the JVM's own choice here). */
    static List<String> forJar() {
        return name().equals("g1") ? List.of() : options();
    }
}
