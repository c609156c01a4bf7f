package org.consentlab.sandbox;

import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinServletRequest;
import com.vaadin.flow.server.VaadinSession;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * The sandbox of the browser behind the current Vaadin session: taken from the sandbox cookie
 * once, then remembered in the session. Only ever used on UI threads.
 */
@Component
public class CurrentSandbox {

    private final Sandboxes sandboxes;
    private final SandboxCookie cookies;

    CurrentSandbox(Sandboxes sandboxes, SandboxCookie cookies) {
        this.sandboxes = sandboxes;
        this.cookies = cookies;
    }

    public SandboxId get() {
        VaadinSession session = VaadinSession.getCurrent();
        SandboxId known = session.getAttribute(SandboxId.class);
        if (known != null) {
            return known;
        }
        SandboxId sandbox = sandboxes.ensure(fromCookie().orElseGet(SandboxId::random));
        session.setAttribute(SandboxId.class, sandbox);
        return sandbox;
    }

    /** Names the browser session in audit rows without revealing its id. */
    public String sessionRef() {
        return "web-"
                + Integer.toHexString(
                        VaadinSession.getCurrent().getSession().getId().hashCode());
    }

    private Optional<SandboxId> fromCookie() {
        return VaadinRequest.getCurrent() instanceof VaadinServletRequest request
                ? cookies.read(request.getHttpServletRequest())
                : Optional.empty();
    }
}
