package org.consentlab.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ToolRegistry;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;
import org.springframework.security.web.firewall.RequestRejectedHandler;
import tools.jackson.databind.json.JsonMapper;

/**
 * The MCP endpoint: the SDK's Streamable HTTP servlet at {@code /mcp} (an exact mapping, which
 * wins over the servlet Vaadin runs in), the access filter in front of it, and the server that
 * serves the registry's tools through {@link McpToolBridge}.
 */
@Configuration(proxyBeanMethods = false)
class McpServerConfig {

    static final String PATH = "/mcp";
    static final String SANDBOX_KEY = "consentlab.sandbox";
    static final String ARGUMENTS_KEY = "consentlab.arguments";
    static final String CONFORMANCE_PROFILE = "mcp-conformance";
    /** Far above any honest call: tool arguments themselves are capped lower by the validator. */
    private static final int MAX_REQUEST_BYTES = 256 * 1024;
    /** The MCP filters run after Spring Security's chain (order -100) and in this order among themselves. */
    private static final int ACCESS_ORDER = 10;

    @Bean
    HttpServletStreamableServerTransportProvider mcpTransport(JsonMapper json, McpSessionBindings sessions) {
        return HttpServletStreamableServerTransportProvider.builder()
                .jsonMapper(new JacksonMcpJsonMapper(json))
                .mcpEndpoint(PATH)
                .maxRequestSize(MAX_REQUEST_BYTES)
                // The SDK frees a session no request used during one whole sweep interval (and with no open
                // stream): at half the idle TTL, every session the bindings forgot is gone from the SDK too.
                .sessionSweepInterval(sessions.idleTtl().dividedBy(2))
                .contextExtractor(McpServerConfig::context)
                .build();
    }

    /** What a tool handler learns of its request: the caller's sandbox and the arguments as sent. */
    private static McpTransportContext context(HttpServletRequest request) {
        if (!(request.getAttribute(McpAccessFilter.SANDBOX_ATTRIBUTE) instanceof SandboxId id)) {
            return McpTransportContext.EMPTY;
        }
        return McpTransportContext.create(
                request.getAttribute(McpMessageGuard.ARGUMENTS_ATTRIBUTE) instanceof String arguments
                        ? Map.of(SANDBOX_KEY, id, ARGUMENTS_KEY, arguments)
                        : Map.of(SANDBOX_KEY, id));
    }

    @Bean
    McpSyncServer mcpServer(
            HttpServletStreamableServerTransportProvider transport, McpToolBridge bridge, JsonMapper json) {
        McpJsonMapper mcpJson = new JacksonMcpJsonMapper(json);
        return McpServer.sync(transport)
                .serverInfo("consent-lab", "0.1.0")
                .instructions("Tools of one learner's Consent Lab sandbox. Irreversible tools only ask: they answer "
                        + "PENDING and a person decides in the lab page. No tool can confirm anything.")
                .capabilities(
                        McpSchema.ServerCapabilities.builder().tools(false).build())
                .jsonMapper(mcpJson)
                // Off on purpose: the tool-call service validates every path the same way and records a
                // rejected call in the audit log; its messages name the field and what was expected.
                .validateToolInputs(false)
                // Tool calls run on the request's own servlet thread, which waits for the answer anyway, so that
                // every call reaches AgentSlots' fair lanes at once. The SDK's default hands them to Reactor's
                // boundedElastic pool (10 threads per processor, then one first-come queue), where a flood of
                // one sandbox's calls waiting for slots would hold every thread and queue the others' calls there.
                .immediateExecution(true)
                .tools(bridge.tools(mcpJson))
                .build();
    }

    @Bean
    ServletRegistrationBean<HttpServletStreamableServerTransportProvider> mcpServlet(
            HttpServletStreamableServerTransportProvider transport) {
        ServletRegistrationBean<HttpServletStreamableServerTransportProvider> registration =
                new ServletRegistrationBean<>(transport, PATH);
        registration.setName("mcp");
        registration.setAsyncSupported(true);
        registration.setLoadOnStartup(1);
        return registration;
    }

    /** First of the MCP filters, so that the access filter's refusals too leave in the plain shape. */
    @Bean
    FilterRegistrationBean<McpPlainErrors> mcpPlainErrors() {
        FilterRegistrationBean<McpPlainErrors> registration = new FilterRegistrationBean<>(new McpPlainErrors());
        registration.setName("mcpPlainErrors");
        registration.addUrlPatterns(PATH, PATH + "/*");
        registration.setAsyncSupported(true);
        registration.setOrder(ACCESS_ORDER - 1);
        return registration;
    }

    @Bean
    FilterRegistrationBean<McpAccessFilter> mcpAccessFilter(
            McpTokens tokens,
            McpSessionBindings sessions,
            @Value("${consentlab.mcp.allowed-hosts:127.0.0.1,localhost,[::1]}") List<String> allowedHosts,
            Environment environment) {
        // Created with new, not as a bean: a Filter bean would be mapped to every path.
        McpAccessFilter filter = new McpAccessFilter(
                new McpOriginPolicy(allowedHosts), tokens, sessions, headerlessSandbox(environment));
        FilterRegistrationBean<McpAccessFilter> registration = new FilterRegistrationBean<>(filter);
        registration.setName("mcpAccess");
        registration.addUrlPatterns(PATH, PATH + "/*");
        registration.setAsyncSupported(true);
        registration.setOrder(ACCESS_ORDER);
        return registration;
    }

    /** After the access filter: only a caller with a valid token has its body parsed at all. */
    @Bean
    FilterRegistrationBean<McpMessageGuard> mcpMessageGuard(ToolRegistry registry, McpSessionLimits limits) {
        FilterRegistrationBean<McpMessageGuard> registration = new FilterRegistrationBean<>(new McpMessageGuard(
                MAX_REQUEST_BYTES, name -> registry.find(name).isPresent(), limits));
        registration.setName("mcpMessageGuard");
        registration.addUrlPatterns(PATH, PATH + "/*");
        registration.setAsyncSupported(true);
        registration.setOrder(ACCESS_ORDER + 1);
        return registration;
    }

    /** Refusals the container makes itself (TRACE) reach the error page; for /mcp it answers in MCP's shape. */
    @Bean
    FilterRegistrationBean<McpErrorPage> mcpErrorPage(@Value("${server.servlet.context-path:}") String contextPath) {
        FilterRegistrationBean<McpErrorPage> registration =
                new FilterRegistrationBean<>(new McpErrorPage(contextPath + PATH));
        registration.setName("mcpErrorPage");
        registration.addUrlPatterns("/*");
        registration.setDispatcherTypes(DispatcherType.ERROR);
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
        return registration;
    }

    /** The firewall's refusal of a method it does not know, for /mcp answered as every other unserved method. */
    @Bean
    RequestRejectedHandler mcpRejectedMethods(@Value("${server.servlet.context-path:}") String contextPath) {
        return new McpRejectedMethods(contextPath + PATH);
    }

    /**
     * The public MCP conformance suite cannot send a bearer token. Only under the test-only profile
     * {@value #CONFORMANCE_PROFILE} may requests without any Authorization header act on one named
     * sandbox; a wrong token is still refused and a foreign Origin still gets 403.
     */
    private static Optional<SandboxId> headerlessSandbox(Environment environment) {
        return environment.matchesProfiles(CONFORMANCE_PROFILE)
                ? SandboxId.parse(environment.getProperty("consentlab.mcp.headerless-sandbox"))
                : Optional.empty();
    }
}
