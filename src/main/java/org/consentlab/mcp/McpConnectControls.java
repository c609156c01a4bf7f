package org.consentlab.mcp;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.server.VaadinSession;
import org.consentlab.base.ui.NavbarContribution;
import org.consentlab.base.ui.RequestAddress;
import org.consentlab.mcp.ui.ConnectAgentButton;
import org.consentlab.mcp.ui.ConnectAgentDialog;
import org.consentlab.sandbox.SandboxId;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * Hands layouts the "Connect an agent" button for a sandbox, wired to the token store. A token is
 * kept readable only in the browser's own Vaadin session (memory, never the database), so the
 * learner who issued it can open the dialog again and still copy it.
 */
@Service
public class McpConnectControls implements NavbarContribution {

    private record IssuedToken(SandboxId sandbox, String token) {}

    private final McpTokens tokens;
    private final int serverPort;

    McpConnectControls(McpTokens tokens, @Value("${server.port:8080}") int serverPort) {
        this.tokens = tokens;
        this.serverPort = serverPort;
    }

    /** The "Connect an agent" button in the frame's top bar. */
    @Override
    public Component navbarItem(SandboxId sandbox) {
        return new ConnectAgentButton(
                () -> new ConnectAgentDialog(mcpUrl(), shownToken(sandbox), () -> renew(sandbox)));
    }

    /** The token issued in this browser session if it is still current; a first one if the sandbox has none. */
    private String shownToken(SandboxId sandbox) {
        IssuedToken issued = VaadinSession.getCurrent().getAttribute(IssuedToken.class);
        if (issued != null && issued.sandbox().equals(sandbox) && tokens.isCurrent(sandbox, issued.token())) {
            return issued.token();
        }
        return tokens.hasToken(sandbox) ? null : renew(sandbox);
    }

    private String renew(SandboxId sandbox) {
        String token = tokens.issue(sandbox);
        VaadinSession.getCurrent().setAttribute(IssuedToken.class, new IssuedToken(sandbox, token));
        return token;
    }

    /** The URL as this browser reaches the app, which is what a client on the same machine needs. */
    private String mcpUrl() {
        return RequestAddress.of(McpServerConfig.PATH).orElse("http://127.0.0.1:" + serverPort + McpServerConfig.PATH);
    }
}
