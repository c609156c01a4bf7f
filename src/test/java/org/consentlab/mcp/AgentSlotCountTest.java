package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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

    /**
     * Reads leave gated calls a slot and, while gated calls come, a processor; once none has come
     * for a while, reads may hold one slot per processor, still never every slot, never fewer than one.
     */
    @ParameterizedTest(name = "{0} slots, {1} processors: {2} reads at once while gated calls come, {3} when calm")
    @CsvSource({"4, 2, 1, 2", "16, 8, 7, 8", "5, 16, 4, 4", "1, 1, 1, 1", "2, 1, 1, 1"})
    void readsLeaveGatedCallsASlotAndAProcessorUntilNoneCameForAWhile(
            int slots, int processors, int whileGated, int whenCalm) {
        assertThat(AgentSlotCount.ungatedOf(slots, processors)).isEqualTo(whileGated);
        assertThat(AgentSlotCount.calmOf(slots, processors)).isEqualTo(whenCalm);
    }

    @Test
    void theSchedulerTakesTheSettingOrElseTheProcessorsAndThePoolItFinds() {
        ApplicationContextRunner app = new ApplicationContextRunner()
                // As in the app: Spring Boot reads "PT30S" as a Duration.
                .withInitializer(context ->
                        context.getBeanFactory().setConversionService(ApplicationConversionService.getSharedInstance()))
                .withBean(DataSource.class, AgentSlotCountTest::poolOfSeven)
                .withBean(AgentSlotCount.class)
                .withBean(AgentSlots.class);

        app.withPropertyValues("consentlab.agent.concurrent-calls=5")
                .run(context ->
                        assertThat(context.getBean(AgentSlots.class).slots()).isEqualTo(5));
        app.run(context -> assertThat(context.getBean(AgentSlots.class).slots())
                .isEqualTo(AgentSlotCount.of(0, Runtime.getRuntime().availableProcessors(), 7)));
    }

    private static DataSource poolOfSeven() {
        HikariDataSource pool = new HikariDataSource();
        pool.setMaximumPoolSize(7);
        return pool;
    }
}
