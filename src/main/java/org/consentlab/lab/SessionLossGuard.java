package org.consentlab.lab;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.SessionDestroyEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import org.consentlab.consent.ConsentGates;
import org.consentlab.report.ReportToolNames;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.Outcome;
import org.springframework.context.ApplicationListener;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.stereotype.Component;

/**
 * Fails closed when a browser session is lost (expired, invalidated, server shutdown): the gates
 * of the reports page in that session's sandbox are cancelled with outcome session-lost, because
 * the person who would decide them is gone. A pending gate never waits on a page that no longer exists.
 * A server stop is not a lost person: the sessions it ends leave their gates pending, as a restart
 * keeps every pending gate (and by then the database may already be closed).
 */
@Component
class SessionLossGuard implements VaadinServiceInitListener, ApplicationListener<ContextClosedEvent> {

    private final ConsentGates gates;
    private volatile boolean stopping;

    SessionLossGuard(ConsentGates gates) {
        this.gates = gates;
    }

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource().addSessionDestroyListener(this::sessionLost);
    }

    @Override
    public void onApplicationEvent(ContextClosedEvent event) {
        stopping = true;
    }

    void sessionLost(SessionDestroyEvent event) {
        if (stopping) {
            return;
        }
        SandboxId sandbox = event.getSession().getAttribute(SandboxId.class);
        if (sandbox != null) {
            gates.failClosed(
                    sandbox,
                    ReportToolNames.GATED,
                    Outcome.SESSION_LOST,
                    "system: session lost",
                    "the browser session was lost");
        }
    }
}
