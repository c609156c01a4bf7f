package org.consentlab.security;

import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.caffeine.Bucket4jCaffeine;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.jdbc.PrimaryKeyMapper;
import io.github.bucket4j.distributed.proxy.ExpiredEntriesCleaner;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import io.github.bucket4j.postgresql.Bucket4jPostgreSQL;
import io.github.bucket4j.postgresql.PostgreSQLSelectForUpdateBasedProxyManager;
import java.time.Duration;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Where every throttle's buckets live. On the {@code postgres} profile, in one table that every
 * node reads and writes under a row lock (Bucket4j's select-for-update proxy manager), so a limit
 * holds for the whole cluster, not per node; on H2 (one node), in this node's memory. Either way a
 * bucket is forgotten once it has refilled completely, and the in-memory store also holds at most
 * {@value #MAX_IN_MEMORY} buckets, so guessing from many addresses or names cannot grow memory
 * without end (a dropped full bucket is the same as a fresh one). The profile is read when the app
 * starts, not by {@code @Profile}, which the build's AOT processing would fix for every start of the jar.
 */
@Configuration(proxyBeanMethods = false)
class ThrottleBuckets {

    static final int MAX_IN_MEMORY = 100_000;
    /** A full bucket is kept this much longer before it is forgotten. */
    private static final Duration KEEP_FULL = Duration.ofSeconds(10);

    @Bean
    ProxyManager<String> buckets(Environment environment, DataSource dataSource) {
        return environment.matchesProfiles("postgres") ? sharedBuckets(dataSource) : inMemoryBuckets();
    }

    ProxyManager<String> inMemoryBuckets() {
        return Bucket4jCaffeine.<String>builderFor(Caffeine.newBuilder().maximumSize(MAX_IN_MEMORY))
                .expirationAfterWrite(ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(KEEP_FULL))
                .build();
    }

    private static PostgreSQLSelectForUpdateBasedProxyManager<String> sharedBuckets(DataSource dataSource) {
        return Bucket4jPostgreSQL.selectForUpdateBasedBuilder(dataSource)
                .primaryKeyMapper(PrimaryKeyMapper.STRING)
                .table("throttle_bucket")
                .idColumn("id")
                .stateColumn("state")
                .expiresAtColumn("expires_at")
                .expirationAfterWrite(ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(KEEP_FULL))
                .build();
    }

    /**
     * Deletes the rows of buckets that have refilled; any node may do it, the rows are locked one by one. In
     * memory there is nothing to sweep: the cache forgets them itself.
     */
    @Bean
    ExpiredBucketSweep expiredBucketSweep(ProxyManager<String> buckets) {
        return new ExpiredBucketSweep(buckets);
    }

    static final class ExpiredBucketSweep {

        private final @Nullable ExpiredEntriesCleaner cleaner;

        ExpiredBucketSweep(ProxyManager<String> buckets) {
            this.cleaner = buckets instanceof ExpiredEntriesCleaner rows ? rows : null;
        }

        @Scheduled(fixedDelayString = "PT1M", initialDelayString = "PT1M")
        void sweep() {
            while (cleaner != null && cleaner.removeExpired(1000) == 1000) {
                // more to delete: a burst of guesses left many rows
            }
        }
    }
}
