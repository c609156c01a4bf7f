package org.consentlab.mcp;

import io.modelcontextprotocol.spec.HttpHeaders;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The gatekeeper in front of the MCP servlet, in this order: Host and Origin (403), then the
 * bearer token (401), then the session's owner (403 for another sandbox's session, 404 for a
 * session nobody bound). Only a request that passes all three reaches the SDK, carrying its
 * sandbox as a request attribute.
 *
 * <p>Why a plain servlet filter and not a Spring Security login: agents carry a per-sandbox
 * bearer token, not a person's sign-in, so the security configuration gives {@code /mcp} its own
 * chain that lets requests through to this filter. Registered through a
 * {@code FilterRegistrationBean} for {@code /mcp} only, it does the whole job for the one path
 * that needs it and leaves every other request untouched.
 */
final class McpAccessFilter extends OncePerRequestFilter {

    static final String SANDBOX_ATTRIBUTE = McpAccessFilter.class.getName() + ".sandbox";

    private final McpOriginPolicy origins;
    private final McpTokens tokens;
    private final McpSessionBindings sessions;
    /** Only in the conformance test profile: the sandbox of requests that carry no token at all. */
    private final Optional<SandboxId> headerlessSandbox;

    McpAccessFilter(
            McpOriginPolicy origins,
            McpTokens tokens,
            McpSessionBindings sessions,
            Optional<SandboxId> headerlessSandbox) {
        this.origins = origins;
        this.tokens = tokens;
        this.sessions = sessions;
        this.headerlessSandbox = headerlessSandbox;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String refusal = origins.refusal(request.getHeader("Host"), request.getHeader("Origin"));
        if (refusal != null) {
            response.sendError(HttpServletResponse.SC_FORBIDDEN, refusal);
            return;
        }
        String authorization = request.getHeader("Authorization");
        Optional<SandboxId> sandbox = authenticate(authorization);
        if (sandbox.isEmpty()) {
            response.setHeader("WWW-Authenticate", "Bearer realm=\"consent-lab\"");
            response.sendError(
                    HttpServletResponse.SC_UNAUTHORIZED,
                    bearer(authorization).isEmpty()
                            ? "A bearer token is required: copy it from \"Connect an agent\" in the lab page"
                            : "The bearer token is not valid (unknown, revoked by New token, or mistyped): copy the current "
                                    + "one from \"Connect an agent\" in the lab page");
            return;
        }
        String sessionId = request.getHeader(HttpHeaders.MCP_SESSION_ID);
        if (sessionId != null) {
            switch (sessions.check(sessionId, sandbox.get())) {
                case OTHER_SANDBOX -> {
                    response.sendError(HttpServletResponse.SC_FORBIDDEN, "This MCP session belongs to another sandbox");
                    return;
                }
                case UNKNOWN -> {
                    response.sendError(HttpServletResponse.SC_NOT_FOUND, "Unknown MCP session: initialize a new one");
                    return;
                }
                case SAME_SANDBOX -> {}
            }
        }
        request.setAttribute(SANDBOX_ATTRIBUTE, sandbox.get());
        chain.doFilter(request, new SessionCapturingResponse(response, sandbox.get(), sessions));
        if ("DELETE".equals(request.getMethod()) && sessionId != null && response.getStatus() < 300) {
            sessions.forget(sessionId);
        }
        if ("GET".equals(request.getMethod()) && sessionId != null && request.isAsyncStarted()) {
            McpStreamWatch.watch(request.getAsyncContext(), sessionId, sessions);
        }
    }

    private Optional<SandboxId> authenticate(String authorization) {
        if (authorization == null) {
            return headerlessSandbox;
        }
        String token = bearer(authorization);
        return token.isEmpty() ? Optional.empty() : tokens.sandboxOf(token);
    }

    /** The token of a {@code Bearer} header; empty for no header, another scheme or no token after it. */
    private static String bearer(String authorization) {
        return authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7)
                ? authorization.substring(7).trim()
                : "";
    }

    /** Async dispatches of the SDK's SSE streams belong to a request this filter already passed. */
    @Override
    protected boolean shouldNotFilterAsyncDispatch() {
        return true;
    }
}
