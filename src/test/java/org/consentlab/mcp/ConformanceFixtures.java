package org.consentlab.mcp;

import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolResponse;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Profile;

/**
 * The fixture tools the MCP conformance suite calls by name. They are ordinary registry tools, so
 * the suite drives them through the same tool-call service as the lab's own tools. Test-only, and
 * only under the conformance profile.
 */
@TestConfiguration(proxyBeanMethods = false)
@Profile(McpServerConfig.CONFORMANCE_PROFILE)
class ConformanceFixtures {

    private static final String NO_ARGS = "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}";

    @Bean
    Tool conformanceSimpleText() {
        return readTool(
                "test_simple_text",
                "Returns a fixed text.",
                NO_ARGS,
                ToolResponse.done("This is a simple text response for testing."));
    }

    @Bean
    Tool conformanceErrorHandling() {
        return readTool(
                "test_error_handling",
                "Always fails, to show how a tool error looks.",
                NO_ARGS,
                ToolResponse.error("This tool intentionally returns an error for testing"));
    }

    @Bean
    Tool conformanceJsonSchema202012() {
        String schema = """
                {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object",\
                "$defs":{"address":{"type":"object","properties":{"street":{"type":"string"},"city":{"type":"string"}}}},\
                "properties":{"name":{"type":"string"},"address":{"$ref":"#/$defs/address"}},\
                "additionalProperties":false}""";
        return readTool(
                "json_schema_2020_12_tool",
                "Tool with JSON Schema 2020-12 features",
                schema,
                ToolResponse.done("Schema accepted."));
    }

    private static Tool readTool(String name, String description, String schema, ToolResponse answer) {
        ToolDeclaration declaration = ToolDeclaration.of(
                name,
                name,
                description,
                schema,
                "{}",
                RiskDeclaration.of(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT),
                true);
        return new Tool(declaration, call -> answer);
    }
}
