package org.consentlab.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.consentlab.postgres.TwoNodes;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * A node whose listening connection drops misses the other nodes' notices until it listens
 * again, and the changes they told of may have been a gate. So, listening again, it tells every
 * sandbox with a page open here to re-read: no page keeps missing a gate until the next change.
 */
class RelayReconnectTest {

    @Test
    void aNodeThatListensAgainHasItsPagesReRead() throws InterruptedException {
        try (TwoNodes nodes =
                TwoNodes.start("relay_reconnect_" + ProcessHandle.current().pid(), new Class<?>[0])) {
            SandboxId sandbox = nodes.b().getBean(Sandboxes.class).create();
            Thread.sleep(500); // the creation's own notice passes first
            var heard = new LinkedBlockingQueue<SandboxId>();
            nodes.a().getBean(SandboxEvents.class).subscribe(sandbox, () -> heard.add(sandbox));
            JdbcClient nodeA = JdbcClient.create(nodes.a().getBean(javax.sql.DataSource.class));
            String listener = nodeA.sql("SELECT current_setting('application_name') || '-listener'")
                    .query(String.class)
                    .single();

            int dropped = nodeA.sql("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                            + " WHERE application_name = ?")
                    .param(listener)
                    .query(Integer.class)
                    .single();

            assertThat(dropped).as("node a's listening connection").isEqualTo(1);
            assertThat(heard.poll(15, TimeUnit.SECONDS))
                    .as("node a, listening again, had the open page re-read though nobody changed it since")
                    .isEqualTo(sandbox);
            assertThat(nodeA.sql("SELECT count(*) FROM pg_stat_activity WHERE application_name = ?")
                            .param(listener)
                            .query(Integer.class)
                            .single())
                    .isEqualTo(1);
        }
    }
}
