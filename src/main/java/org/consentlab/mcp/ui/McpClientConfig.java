package org.consentlab.mcp.ui;

import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The {@code mcpServers} snippet most MCP clients accept, built as JSON (not by gluing strings)
 * so that a URL or token can never break it.
 */
final class McpClientConfig {

    private McpClientConfig() {}

    static String json(String mcpUrl, String token) {
        JsonMapper json = JsonMapper.shared();
        ObjectNode root = json.createObjectNode();
        ObjectNode server = root.putObject("mcpServers").putObject("consent-lab");
        server.put("type", "http");
        server.put("url", mcpUrl);
        server.putObject("headers").put("Authorization", "Bearer " + token);
        return json.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    }
}
