package org.consentlab.mcp;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.SQLException;
import java.time.Duration;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * How many agent calls are served at once, sized to the machine unless
 * {@code consentlab.agent.concurrent-calls} names a number: two per processor, chosen while a call
 * also waited in its slot for its commits to reach the disk (until 2026-12-07: that wait now comes
 * after the slot, {@link AgentSlots#run}; the count has not been measured against others since); and
 * never more than the connection pool holds minus {@value #KEPT_FOR_PEOPLE}, so that a person's
 * click, a decision or a page's redraw always finds a connection free, however busy the agents are.
 *
 * <p>Ungated calls (reads, mostly) may hold all those slots but one, and no more than one per
 * processor but one: a read waits for no disk (its commit is deferred), so more of them than that
 * only share the processors, and a gated call, the one a person waits to see, would share them
 * too. On two processors reads run one at a time: a gated call among seven sandboxes' flat-out
 * readers took 1.9× its idle time so, against 2.3–3.0× beside three reads, for about a sixth
 * fewer reads a second in a closed loop (docs/performance.md, "Fair agent scheduling"). Once no
 * gated call has come for {@code consentlab.agent.calm-after} (1 s), nobody is waiting to see a
 * gate, and reads may hold one slot per processor ({@link #calmOf}); the next gated call takes
 * the processor back from the next read on.
 */
@Component
class AgentSlotCount {

    /** Connections agent calls leave to people's requests. */
    static final int KEPT_FOR_PEOPLE = 2;
    /** What Hikari holds when nothing configures it. */
    private static final int HIKARI_DEFAULT_POOL = 10;

    private static final Logger log = LoggerFactory.getLogger(AgentSlotCount.class);

    private final int slots;
    private final ReadLimit readLimit;

    AgentSlotCount(
            @Value("${consentlab.agent.concurrent-calls:0}") int configured,
            @Value("${consentlab.agent.calm-after:PT1S}") Duration calmAfter,
            DataSource dataSource) {
        int processors = Runtime.getRuntime().availableProcessors();
        int pool = poolSize(dataSource);
        this.slots = of(configured, processors, pool);
        this.readLimit = new ReadLimit(ungatedOf(slots, processors), calmOf(slots, processors), calmAfter);
        log.info(
                "Agent calls served at once: {}, of them ungated at most {}, or {} once no gated call came for {} ({}; "
                        + "{} processors, {} database connections)",
                slots,
                readLimit.whileGated(),
                readLimit.whenCalm(),
                calmAfter,
                configured > 0 ? "consentlab.agent.concurrent-calls" : "sized to the machine",
                processors,
                pool);
    }

    /** {@code configured} when it is a number of slots, else sized from processors and pool. */
    static int of(int configured, int processors, int poolSize) {
        if (configured > 0) {
            return configured;
        }
        return Math.max(1, Math.min(2 * processors, poolSize - KEPT_FOR_PEOPLE));
    }

    /** How many of {@code slots} ungated calls may hold at once: all but one, and one per processor but one; at least one. */
    static int ungatedOf(int slots, int processors) {
        return Math.max(1, Math.min(slots - 1, processors - 1));
    }

    /** How many of {@code slots} ungated calls may hold while no gated call comes: one per processor, all slots but one. */
    static int calmOf(int slots, int processors) {
        return Math.max(ungatedOf(slots, processors), Math.min(slots - 1, processors));
    }

    int slots() {
        return slots;
    }

    ReadLimit readLimit() {
        return readLimit;
    }

    private static int poolSize(DataSource dataSource) {
        try {
            // A pool not yet started says -1: it will take Hikari's default.
            int size = dataSource.isWrapperFor(HikariDataSource.class)
                    ? dataSource.unwrap(HikariDataSource.class).getMaximumPoolSize()
                    : HIKARI_DEFAULT_POOL;
            return size > 0 ? size : HIKARI_DEFAULT_POOL;
        } catch (SQLException e) {
            return HIKARI_DEFAULT_POOL;
        }
    }
}
