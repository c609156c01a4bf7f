package org.consentlab.consent;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.SessionDestroyEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import org.consentlab.report.ReportToolNames;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.Outcome;
import org.springframework.stereotype.Component;

/**
 * Fails closed when a browser session is lost (expired, invalidated, server shutdown): the gates
 * of the reports page in that session's sandbox are cancelled with outcome session-lost, because
 * the person who would decide them is gone. A pending gate never waits on a page that no longer exists.
 */
@Component
class SessionLossGuard implements VaadinServiceInitListener {

    private final ConsentGates gates;

    SessionLossGuard(ConsentGates gates) {
        this.gates = gates;
    }

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource().addSessionDestroyListener(this::sessionLost);
    }

    void sessionLost(SessionDestroyEvent event) {
        SandboxId sandbox = event.getSession().getAttribute(SandboxId.class);
        if (sandbox != null) {
            gates.failClosed(sandbox, ReportToolNames.GATED, Outcome.SESSION_LOST, "system: session lost",
                    "the browser session was lost");
        }
    }
}
