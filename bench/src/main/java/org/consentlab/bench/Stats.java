package org.consentlab.bench;

import java.util.Arrays;
import java.util.Collection;

/** Medians and percentiles of latency samples (microseconds). */
final class Stats {

    private Stats() {}

    /** Samples gathered from several threads, as an array the other methods take. */
    static long[] of(Collection<Long> samples) {
        return samples.stream().mapToLong(Long::longValue).toArray();
    }

    static double median(long[] samples) {
        return percentile(samples, 50);
    }

    static double percentile(long[] samples, double p) {
        long[] sorted = samples.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    static String ms(double micros) {
        return "%.2f ms".formatted(micros / 1000.0);
    }
}
