package org.consentlab.security;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import java.time.Duration;

/**
 * How often a refusal that anyone can provoke may be written to the log: {@value #PER_ADDRESS}
 * line per address per minute, and {@value #OVERALL} per minute from all addresses together, so
 * neither one address nor many can fill the log. Kept in this node's memory (a log line is this
 * node's), in Bucket4j buckets for at most {@value #ADDRESSES} addresses at a time.
 */
final class LogAllowance {

    static final int PER_ADDRESS = 1;
    static final int OVERALL = 20;
    static final int ADDRESSES = 10_000;
    private static final Duration PERIOD = Duration.ofMinutes(1);

    private final Cache<String, Bucket> perAddress = Caffeine.newBuilder()
            .maximumSize(ADDRESSES)
            .expireAfterAccess(PERIOD.multipliedBy(2))
            .build();
    private final Bucket overall = bucket(OVERALL);

    /** True when a line about this address may be written now (and counts it). */
    boolean mayLog(String address) {
        return perAddress.get(address, a -> bucket(PER_ADDRESS)).tryConsume(1) && overall.tryConsume(1);
    }

    private static Bucket bucket(int perPeriod) {
        return Bucket.builder()
                .addLimit(Bandwidth.builder()
                        .capacity(perPeriod)
                        .refillIntervally(perPeriod, PERIOD)
                        .build())
                .build();
    }
}
