package org.consentlab;

import com.vaadin.browserless.SpringBrowserlessTest;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Browserless tests against the real application context. Simulated agents run on their own
 * threads at test pace (see the test configuration); {@link #await} lets their pushed updates in.
 */
@SpringBootTest
public abstract class LabBrowserlessTest extends SpringBrowserlessTest {

    /** Delivers pushed UI updates until the condition holds, or fails after ten seconds. */
    protected void await(String what, BooleanSupplier condition) {
        Instant giveUp = Instant.now().plus(Duration.ofSeconds(10));
        while (true) {
            PushedChanges.deliver();
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
