package org.consentlab.consent;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Decisions made at the same moment, each on a thread of its own, released together: as racing clicks are. */
final class AtOnce {

    private AtOnce() {}

    static List<String> run(List<Callable<String>> decisions) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        try (ExecutorService threads = Executors.newFixedThreadPool(decisions.size())) {
            List<Future<String>> done = decisions.stream()
                    .map(decision -> threads.submit(() -> {
                        start.await();
                        return decision.call();
                    }))
                    .toList();
            start.countDown();
            List<String> results = new java.util.ArrayList<>();
            for (Future<String> one : done) {
                results.add(one.get());
            }
            return results;
        }
    }
}
