package org.consentlab.tool;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Parses call arguments and checks them against the tool's JSON Schema (draft 2020-12). Every
 * failure says what was wrong and where, in words an agent or a learner can act on.
 */
@Component
public class ArgsValidator {

    /** Larger argument bodies are refused before parsing. */
    public static final int MAX_ARGS_CHARS = 16 * 1024;

    private final JsonMapper json;
    private final SchemaRegistry schemas = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private final Map<String, Schema> compiled = new ConcurrentHashMap<>();

    public ArgsValidator(JsonMapper json) {
        this.json = json;
    }

    public JsonNode validate(ToolDeclaration tool, String rawArgs) {
        String text = rawArgs == null || rawArgs.isBlank() ? "{}" : rawArgs;
        if (text.length() > MAX_ARGS_CHARS) {
            throw new InvalidToolCall("Arguments are too large: %d characters, at most %d allowed. Nothing was changed."
                    .formatted(text.length(), MAX_ARGS_CHARS));
        }
        JsonNode args = parse(text);
        List<Error> errors = compiled.computeIfAbsent(tool.name(), name -> schemas.getSchema(tool.inputSchema()))
                .validate(args);
        if (!errors.isEmpty()) {
            throw new InvalidToolCall("Invalid arguments for " + tool.name() + ": "
                    + errors.stream().map(Error::toString).collect(Collectors.joining("; "))
                    + ". Nothing was changed.");
        }
        return args;
    }

    private JsonNode parse(String text) {
        try {
            return json.readTree(text);
        } catch (JacksonException e) {
            String where = e.getLocation() == null ? ""
                    : " at line %d, column %d".formatted(e.getLocation().getLineNr(), e.getLocation().getColumnNr());
            throw new InvalidToolCall("Arguments are not valid JSON" + where + ": " + e.getOriginalMessage()
                    + ". Nothing was changed.");
        }
    }
}
