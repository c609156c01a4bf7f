package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.convert.ApplicationConversionService;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The number of agent calls served at once follows the setting, or else the machine. */
class AgentSlotCountTest {

    @Test
    void aConfiguredNumberWins() {
        assertThat(AgentSlotCount.of(2, 16, 50)).isEqualTo(2);
        assertThat(AgentSlotCount.of(12, 2, 10)).isEqualTo(12);
    }

    @Test
    void unsetItIsTwoPerProcessor() {
        assertThat(AgentSlotCount.of(0, 2, 10)).isEqualTo(4);
        assertThat(AgentSlotCount.of(0, 3, 10)).isEqualTo(6);
    }

    @Test
    void unsetItLeavesTwoConnectionsOfThePoolToPeople() {
        assertThat(AgentSlotCount.of(0, 8, 10)).isEqualTo(8);
        assertThat(AgentSlotCount.of(0, 16, 30)).isEqualTo(28);
        assertThat(AgentSlotCount.of(0, 4, 3)).as("never fewer than one").isEqualTo(1);
    }

    @Test
    void ungatedCallsLeaveOneSlotAndOneProcessorToGatedCalls() {
        assertThat(AgentSlotCount.ungatedOf(4, 2)).as("two processors: one read at a time").isEqualTo(1);
        assertThat(AgentSlotCount.ungatedOf(16, 8)).isEqualTo(7);
        assertThat(AgentSlotCount.ungatedOf(5, 16)).as("all slots but one").isEqualTo(4);
        assertThat(AgentSlotCount.ungatedOf(1, 1)).as("never fewer than one").isEqualTo(1);
        assertThat(AgentSlotCount.ungatedOf(2, 1)).isEqualTo(1);
    }

    @Test
    void onceNoGatedCallComesReadsMayHoldOneSlotPerProcessor() {
        assertThat(AgentSlotCount.calmOf(4, 2)).as("two processors: two reads at a time").isEqualTo(2);
        assertThat(AgentSlotCount.calmOf(16, 8)).isEqualTo(8);
        assertThat(AgentSlotCount.calmOf(5, 16)).as("still all slots but one").isEqualTo(4);
        assertThat(AgentSlotCount.calmOf(2, 1)).as("one processor: one read").isEqualTo(1);
        assertThat(AgentSlotCount.calmOf(1, 1)).isEqualTo(1);
    }

    @Test
    void theSchedulerTakesTheSettingOrElseTheProcessorsAndThePoolItFinds() {
        ApplicationContextRunner app = new ApplicationContextRunner()
                // As in the app: Spring Boot reads "PT30S" as a Duration.
                .withInitializer(context -> context.getBeanFactory()
                        .setConversionService(ApplicationConversionService.getSharedInstance()))
                .withBean(DataSource.class, AgentSlotCountTest::poolOfSeven)
                .withBean(AgentSlotCount.class).withBean(AgentSlots.class);

        app.withPropertyValues("consentlab.agent.concurrent-calls=5")
                .run(context -> assertThat(context.getBean(AgentSlots.class).slots()).isEqualTo(5));
        app.run(context -> assertThat(context.getBean(AgentSlots.class).slots())
                .isEqualTo(AgentSlotCount.of(0, Runtime.getRuntime().availableProcessors(), 7)));
    }

    private static DataSource poolOfSeven() {
        HikariDataSource pool = new HikariDataSource();
        pool.setMaximumPoolSize(7);
        return pool;
    }
}
