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
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
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
    private final Map<String, JsonNode> schemaTrees = new ConcurrentHashMap<>();

    public ArgsValidator(JsonMapper json) {
        // Strict: with duplicate keys the last one would silently win, so what a person reviewed
        // could differ from what runs; text after the value would be ignored. Refused instead, on every path.
        this.json = json.rebuild().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();
    }

    public JsonNode validate(ToolDeclaration tool, String rawArgs) {
        String text = rawArgs == null || rawArgs.isBlank() ? "{}" : rawArgs;
        if (text.length() > MAX_ARGS_CHARS) {
            throw new InvalidToolCall("Arguments are too large: %d characters, at most %d allowed. Nothing was changed."
                    .formatted(text.length(), MAX_ARGS_CHARS));
        }
        JsonNode args = parse(text);
        String outOfRange = NumberFields.outOfRange(
                schemaTrees.computeIfAbsent(tool.name(), name -> json.readTree(tool.inputSchema())), args, "");
        if (outOfRange != null) {
            throw invalid(tool, outOfRange);
        }
        List<Error> errors;
        try {
            errors = compiled.computeIfAbsent(tool.name(), name -> schemas.getSchema(tool.inputSchema())).validate(args);
        } catch (RuntimeException validatorFailure) {
            // json-schema-validator 3.0.9 throws on some values instead of reporting them: fail closed, in words.
            throw invalid(tool, "the arguments could not be checked against the tool's schema");
        }
        if (!errors.isEmpty()) {
            throw invalid(tool, errors.stream().map(Error::toString).collect(Collectors.joining("; ")));
        }
        return args;
    }

    private static InvalidToolCall invalid(ToolDeclaration tool, String problems) {
        return new InvalidToolCall("Invalid arguments for " + tool.name() + ": " + problems + ". Nothing was changed.");
    }

    private JsonNode parse(String text) {
        try {
            return json.readTree(text);
        } catch (JacksonException e) {
            throw new InvalidToolCall("Arguments are not valid JSON " + JsonProblems.describe(e) + ". Nothing was changed.");
        }
    }
}
