package org.consentlab.security;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.event.EventListener;
import org.springframework.security.authentication.event.AbstractAuthenticationFailureEvent;
import org.springframework.security.web.authentication.WebAuthenticationDetails;
import org.springframework.stereotype.Component;

/**
 * Slows down password guessing: each failed sign-in takes a token from a bucket for the account
 * named and one for the address it came from; when either bucket is empty, sign-in is refused
 * until it refills, whatever the password. Buckets are Bucket4j's, refilled gradually.
 */
@Component
public class SignInThrottle {

    /** Beyond this many remembered keys the oldest state is dropped wholesale rather than grow without end. */
    private static final int MAX_KEYS = 10_000;

    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();
    private final int maxFailures;
    private final Duration refillPeriod;

    SignInThrottle(@Value("${consentlab.sign-in.max-failures:5}") int maxFailures,
                   @Value("${consentlab.sign-in.refill-period:PT5M}") Duration refillPeriod) {
        this.maxFailures = maxFailures;
        this.refillPeriod = refillPeriod;
    }

    /** True while neither the account nor the address has used up its failed attempts. */
    public boolean allows(String username, String address) {
        return available(accountKey(username)) && available(addressKey(address));
    }

    /** Seconds until one more attempt is allowed for this account and address (0 when allowed now). */
    public long secondsToWait(String username, String address) {
        long nanos = Math.max(wait(accountKey(username)), wait(addressKey(address)));
        return (long) Math.ceil(nanos / 1e9);
    }

    public void failed(String username, String address) {
        bucket(accountKey(username)).tryConsume(1);
        bucket(addressKey(address)).tryConsume(1);
    }

    @EventListener
    void onFailure(AbstractAuthenticationFailureEvent event) {
        String address = event.getAuthentication().getDetails() instanceof WebAuthenticationDetails details
                ? details.getRemoteAddress() : null;
        failed(event.getAuthentication().getName(), address);
    }

    private boolean available(String key) {
        Bucket bucket = buckets.get(key);
        return bucket == null || bucket.getAvailableTokens() > 0;
    }

    private long wait(String key) {
        Bucket bucket = buckets.get(key);
        return bucket == null ? 0 : bucket.estimateAbilityToConsume(1).getNanosToWaitForRefill();
    }

    private Bucket bucket(String key) {
        if (buckets.size() >= MAX_KEYS) {
            buckets.clear();
        }
        return buckets.computeIfAbsent(key, k -> Bucket.builder()
                .addLimit(Bandwidth.builder().capacity(maxFailures).refillGreedy(maxFailures, refillPeriod).build())
                .build());
    }

    private static String accountKey(String username) {
        String name = username == null ? "" : username.strip().toLowerCase(Locale.ROOT);
        return "account:" + (name.length() > 128 ? name.substring(0, 128) : name);
    }

    private static String addressKey(String address) {
        return "address:" + (address == null ? "unknown" : address);
    }
}
