package org.consentlab.toolcall;

import static org.assertj.core.api.Assertions.assertThat;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * An H2 database from before V198 (its newest migration V191) keeps its calls' ids unique: the new sequence goes on after every
 * id the old identity handed out, also those of calls deleted since (a reset, retention), whose ids
 * audit rows and exports may still name.
 */
class CallIdsUpgradeTest {

    @Test
    void anUpgradedDatabaseNeverGivesACallAnIdADeletedCallHad() {
        var dataSource = new DriverManagerDataSource("jdbc:h2:mem:call-ids-upgrade;DB_CLOSE_DELAY=-1", "sa", "");
        migrate(dataSource, "191");
        JdbcClient jdbc = JdbcClient.create(dataSource);
        // 499 calls were written and deleted since: the table is empty, the identity is at 500.
        jdbc.sql("ALTER TABLE tool_call ALTER COLUMN id RESTART WITH 500").update();

        migrate(dataSource, "latest");

        assertThat(jdbc.sql("SELECT COUNT(*) FROM tool_call").query(Long.class).single())
                .isZero();
        assertThat(jdbc.sql("SELECT NEXT VALUE FOR tool_call_ids")
                        .query(Long.class)
                        .single())
                .isEqualTo(500L);
    }

    private static void migrate(DriverManagerDataSource dataSource, String target) {
        Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:db/migration", "classpath:db/vendor/h2")
                .target(target)
                .load()
                .migrate();
    }
}
