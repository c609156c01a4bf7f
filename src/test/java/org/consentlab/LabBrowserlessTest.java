package org.consentlab;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.Direction;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.VaadinSession;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import org.consentlab.base.ui.TrustedClickEvent;
import org.consentlab.i18n.Language;
import org.consentlab.sandbox.SandboxId;
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

    /** The page's language from now on, and its direction as the language picker sets it (Arabic right to left). */
    protected void speak(Locale locale) {
        UI.getCurrent().setLocale(locale);
        UI.getCurrent()
                .setDirection(
                        Language.ARABIC.locale().equals(locale) ? Direction.RIGHT_TO_LEFT : Direction.LEFT_TO_RIGHT);
    }

    /** Opens {@code page} in {@code locale}. */
    protected void openIn(Locale locale, Class<? extends Component> page) {
        speak(locale);
        navigate(page);
    }

    /**
     * Opens {@code page} in {@code locale} by way of {@code another}: a page navigated to again is kept
     * as it was built, so another page first has it built afresh, in that language.
     */
    protected void openIn(Locale locale, Class<? extends Component> another, Class<? extends Component> page) {
        openIn(locale, another);
        navigate(page);
    }

    /** The sandbox of this test's session: the one every page the test opens shows. */
    protected SandboxId sessionSandbox() {
        return VaadinSession.getCurrent().getAttribute(SandboxId.class);
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
