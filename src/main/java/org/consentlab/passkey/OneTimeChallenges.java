package org.consentlab.passkey;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Challenges kept on the server, one per key (a sandbox registering, a gate asking), each taken
 * at most once and only while fresh: a second answer to the same challenge finds nothing. Kept in
 * memory: a challenge lives for seconds, in the node that serves the page (sessions are sticky),
 * and one lost with a restart only means pressing Confirm again.
 */
final class OneTimeChallenges<K, V> {

    /** What was issued, with when. */
    record Issued<V>(byte[] challenge, V about, Instant at) {}

    private static final SecureRandom RANDOM = new SecureRandom();

    private final Map<K, Issued<V>> open = new ConcurrentHashMap<>();
    private final Clock clock;
    private final Duration ttl;

    OneTimeChallenges(Clock clock, Duration ttl) {
        this.clock = clock;
        this.ttl = ttl;
    }

    /** A fresh challenge for {@code key}, replacing any earlier one: {@code prefix} then 32 random bytes. */
    byte[] issue(K key, byte[] prefix, V about) {
        byte[] nonce = new byte[32];
        RANDOM.nextBytes(nonce);
        byte[] challenge = new byte[prefix.length + nonce.length];
        System.arraycopy(prefix, 0, challenge, 0, prefix.length);
        System.arraycopy(nonce, 0, challenge, prefix.length, nonce.length);
        Instant now = Instant.now(clock);
        open.values().removeIf(issued -> issued.at().plus(ttl).isBefore(now));
        open.put(key, new Issued<>(challenge, about, now));
        return challenge;
    }

    /** The challenge open for {@code key}, taken out: empty when none was issued, it was used, or it expired. */
    Optional<Issued<V>> take(K key) {
        Issued<V> issued = open.remove(key);
        return issued == null || issued.at().plus(ttl).isBefore(Instant.now(clock))
                ? Optional.empty()
                : Optional.of(issued);
    }

    Duration ttl() {
        return ttl;
    }
}
