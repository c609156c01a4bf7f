package org.consentlab.bench;

import java.time.Duration;

/**
 * A room of a thousand on one node: 1,000 learners' pages held as push clients on Lab 4, ten of
 * them measured (their agents arm a gate one at a time, after a quiet second each) while 40 other
 * learners' agents read 200 requests a second in all; and the heap the room takes, read from the
 * app's JVM after a full GC with the pages open, less the same before they came.
 */
final class RoomOfAThousand {

    static final int PAGES = 1000;

    private final AppProcess app;
    private final Results results;

    RoomOfAThousand(AppProcess app, Results results) {
        this.app = app;
        this.results = results;
    }

    void measure() throws Exception {
        GateVisible gate = new GateVisible(app);
        try {
            long before = app.heapAfterGc();
            long opening = System.nanoTime();
            gate.openPages(PAGES);
            double openedIn = (System.nanoTime() - opening) / 1e9;
            long room = app.heapAfterGc() - before;
            // Warm-up under the room's load, not counted.
            gate.measure(10, 200, Duration.ofSeconds(15));
            BenchRun.report(
                    results,
                    gate,
                    "a room of 1,000 on one node, 10 measured, 200 agent requests/s",
                    gate.measure(10, 200, Duration.ofSeconds(40)),
                    100,
                    250);
            results.row(
                    "Heap the room of 1,000 pages takes (after a full GC, less before they came)",
                    "%.0f MiB (%.0f KiB a page)".formatted(room / (double) (1 << 20), room / 1024.0 / PAGES),
                    "(not a budget: the room's share of the 1 GiB heap)",
                    "");
            results.note("The 1,000 pages took %.0f s to open (each: the page, the bootstrap, the view, the websocket)."
                    .formatted(openedIn));
        } finally {
            gate.close();
        }
    }
}
