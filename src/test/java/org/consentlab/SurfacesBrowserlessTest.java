package org.consentlab;

import com.vaadin.browserless.SpringBrowserlessTest;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Browserless tests against the real application context on an in-memory database. Simulated
 * agents run on their own threads at test pace; {@link #await} lets their pushed updates in.
 */
@SpringBootTest(properties = {
        "spring.datasource.url=jdbc:h2:mem:surfaces-browserless;DB_CLOSE_DELAY=-1",
        "consentlab.agent.beat=PT0.01S",
        "consentlab.agent.tick=PT0.005S"})
public abstract class SurfacesBrowserlessTest extends SpringBrowserlessTest {

    /** Runs queued UI updates until the condition holds, or fails after ten seconds. */
    protected void await(String what, BooleanSupplier condition) {
        Instant giveUp = Instant.now().plus(Duration.ofSeconds(10));
        while (true) {
            roundTrip();
            if (condition.getAsBoolean()) {
                return;
            }
            if (Instant.now().isAfter(giveUp)) {
                throw new AssertionError("timed out waiting for " + what);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
