package org.consentlab.mcp;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * How many agent calls are served at once, sized to the machine unless
 * {@code consentlab.agent.concurrent-calls} names a number: two per processor, because a call
 * spends much of its time waiting for its commits to reach the disk rather than computing; and
 * never more than the connection pool holds minus {@value #KEPT_FOR_PEOPLE}, so that a person's
 * click, a decision or a page's redraw always finds a connection free, however busy the agents are.
 */
@Component
class AgentSlotCount {

    /** Connections agent calls leave to people's requests. */
    static final int KEPT_FOR_PEOPLE = 2;
    /** What Hikari holds when nothing configures it. */
    private static final int HIKARI_DEFAULT_POOL = 10;
    private static final Logger log = LoggerFactory.getLogger(AgentSlotCount.class);

    private final int slots;

    AgentSlotCount(@Value("${consentlab.agent.concurrent-calls:0}") int configured, DataSource dataSource) {
        int processors = Runtime.getRuntime().availableProcessors();
        int pool = poolSize(dataSource);
        this.slots = of(configured, processors, pool);
        log.info("Agent calls served at once: {} ({}; {} processors, {} database connections)", slots,
                configured > 0 ? "consentlab.agent.concurrent-calls" : "sized to the machine", processors, pool);
    }

    /** {@code configured} when it is a number of slots, else sized from processors and pool. */
    static int of(int configured, int processors, int poolSize) {
        if (configured > 0) {
            return configured;
        }
        return Math.max(1, Math.min(2 * processors, poolSize - KEPT_FOR_PEOPLE));
    }

    int slots() {
        return slots;
    }

    private static int poolSize(DataSource dataSource) {
        try {
            // A pool not yet started says -1: it will take Hikari's default.
            int size = dataSource.isWrapperFor(HikariDataSource.class)
                    ? dataSource.unwrap(HikariDataSource.class).getMaximumPoolSize() : HIKARI_DEFAULT_POOL;
            return size > 0 ? size : HIKARI_DEFAULT_POOL;
        } catch (SQLException e) {
            return HIKARI_DEFAULT_POOL;
        }
    }
}
