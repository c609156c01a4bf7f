package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxId;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The failure-mode banner stands only over the labs a mode changes ({@link FailureMode#labs()}),
 * once per mode, and follows the learner from page to page.
 */
class FailureBannerTest extends LabBrowserlessTest {

    @Autowired
    FailureModes modes;

    @Test
    void aModeShowsOnTheLabsItChangesOnlyOnceEach() {
        navigate(AccountLabView.class);
        SandboxId sandbox = sessionSandbox();
        modes.set(sandbox, FailureMode.NO_GATE, true);
        modes.set(sandbox, FailureMode.ONE_FUNCTION, true);
        await("Lab 4's banner", () -> banner().equals("one-function"));

        UI.getCurrent().navigate("labs/reports");
        await("Lab 6's banner", () -> banner().equals("no-gate"));
        assertThat(find(Div.class).all().stream()
                        .filter(div -> div.getClassNames().contains("failure-banner")))
                .as("one banner, not the page's and the lab's")
                .hasSize(1);

        UI.getCurrent().navigate("labs/decisions");
        await("Lab 8's banner", () -> banner().equals("one-function"));
        UI.getCurrent().navigate("labs/cart");
        await("none on Lab 2", () -> banner().isEmpty());
        UI.getCurrent().navigate("");
        await("none on the index", () -> banner().isEmpty());

        modes.set(sandbox, FailureMode.NO_GATE, false);
        modes.set(sandbox, FailureMode.ONE_FUNCTION, false);
        UI.getCurrent().navigate("labs/reports");
        await("none once off", () -> banner().isEmpty());
    }

    @Test
    void aModeOfTheDecisionPathShowsOnEveryLabWithAGate() {
        navigate(AccountLabView.class);
        SandboxId sandbox = sessionSandbox();
        modes.set(sandbox, FailureMode.REJECTION_AS_SUCCESS, true);
        for (String lab :
                new String[] {"labs/account", "labs/lifecycle", "labs/reports", "labs/self-approval", "labs/decisions"
                }) {
            UI.getCurrent().navigate(lab);
            await(lab, () -> banner().equals("rejection-as-success"));
        }
        UI.getCurrent().navigate("labs/product");
        await("none on Lab 3", () -> banner().isEmpty());
    }

    /** The modes the banner names, or "" while there is none. */
    private String banner() {
        return find(Div.class).withId("failure-banner").exists()
                ? find(Div.class).id("failure-banner").getElement().getAttribute("data-modes")
                : "";
    }
}
