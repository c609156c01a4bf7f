package org.consentlab;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;
import org.consentlab.base.ui.TrustedClickEvent;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Browserless tests against the real application context. Simulated agents run on their own
 * threads at test pace (see the test configuration); {@link #await} lets their pushed updates in.
 */
@SpringBootTest
public abstract class LabBrowserlessTest extends SpringBrowserlessTest {

    /**
     * A person's click, as a browser reports it for a control that asks: from the client, and
     * trusted. ({@code test(button).click()} carries no word on trust, as a script's click would not.)
     */
    protected void personClicks(Component control) {
        ComponentUtil.fireEvent(control, new TrustedClickEvent(control, true, true));
    }

    /** What the server receives when an agent's script in the page calls {@code click()}: from the client, untrusted. */
    protected void scriptClicks(Component control) {
        ComponentUtil.fireEvent(control, new TrustedClickEvent(control, true, false));
    }

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
