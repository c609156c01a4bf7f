package org.consentlab.security;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import java.time.Duration;

/**
 * One kind of limit ("at most {@code capacity} attempts, refilled over {@code period}") applied to
 * many keys (an account name, an address), each with a Bucket4j bucket of its own in the shared
 * {@link ThrottleBuckets} store. An attempt takes its token before the thing it guards is done,
 * in one atomic step ({@code tryConsume}), so no burst of simultaneous requests gets past an empty
 * bucket; an attempt that should not count (a right password, a right code) gives its token back.
 */
public final class Allowance {

    /** Keys longer than this are cut: the bucket store's id column holds 200 characters. */
    private static final int MAX_KEY = 160;

    private static final Duration RETRY = Duration.ofMillis(20);

    private final ProxyManager<String> buckets;
    private final String kind;
    private final BucketConfiguration configuration;

    public Allowance(ProxyManager<String> buckets, String kind, int capacity, Duration period) {
        this.buckets = buckets;
        this.kind = kind;
        this.configuration = BucketConfiguration.builder()
                .addLimit(Bandwidth.builder()
                        .capacity(capacity)
                        .refillGreedy(capacity, period)
                        .build())
                .build();
    }

    /** Takes one attempt for the key; false, and nothing taken, when none is left. */
    public boolean take(String key) {
        return bucket(key).tryConsume(1);
    }

    /**
     * Takes one attempt for the key, waiting up to {@code patience} for one to come back when none
     * is left: the attempts held by checks still under way come back within milliseconds if those
     * checks do not count, while the used-up ones refill only over the bucket's period.
     */
    public boolean take(String key, Duration patience) throws InterruptedException {
        long giveUp = System.nanoTime() + patience.toNanos();
        while (!take(key)) {
            if (System.nanoTime() - giveUp >= 0) {
                return false;
            }
            Thread.sleep(RETRY.toMillis());
        }
        return true;
    }

    /** Returns an attempt that turned out not to count (never beyond the bucket's capacity). */
    public void giveBack(String key) {
        bucket(key).addTokens(1);
    }

    /** Nanoseconds until the key has an attempt again (0 when it has one now). */
    public long nanosToWait(String key) {
        return bucket(key).estimateAbilityToConsume(1).getNanosToWaitForRefill();
    }

    /** The store's id of the key's bucket. */
    public String id(String key) {
        return kind + ":" + (key.length() > MAX_KEY ? key.substring(0, MAX_KEY) : key);
    }

    private Bucket bucket(String key) {
        return buckets.builder().build(id(key), () -> configuration);
    }
}
