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
 * failure says what was wrong and where, from the root {@code arguments} (e.g.
 * {@code arguments/quantity: …}), in words an agent or a learner can act on.
 *
 * <p>Two parses: the checks run on a tree that keeps every number exactly as sent (see
 * {@link ArgumentValues}); a handler gets the ordinary tree, whose numbers by then are known to fit.
 */
@Component
public class ArgsValidator {

    /** Larger argument bodies are refused before parsing. */
    public static final int MAX_ARGS_CHARS = 16 * 1024;

    private final JsonMapper json;
    private final JsonMapper exact;
    private final SchemaRegistry schemas = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private final Map<String, Schema> compiled = new ConcurrentHashMap<>();
    private final Map<String, JsonNode> schemaTrees = new ConcurrentHashMap<>();

    public ArgsValidator(JsonMapper json) {
        // Strict: with duplicate keys the last one would silently win, so what a person reviewed
        // could differ from what runs; text after the value would be ignored. Refused instead, on every path.
        this.json = json.rebuild()
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();
        this.exact = this.json
                .rebuild()
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
                .build();
    }

    public JsonNode validate(ToolDeclaration tool, String rawArgs) {
        String text = rawArgs == null || rawArgs.isBlank() ? "{}" : rawArgs;
        if (text.length() > MAX_ARGS_CHARS) {
            throw new InvalidToolCall("Arguments are too large: %d characters, at most %d allowed. Nothing was changed."
                    .formatted(text.length(), MAX_ARGS_CHARS));
        }
        JsonNode args = parse(exact, text);
        String problem = ArgumentValues.problem(
                schemaTrees.computeIfAbsent(tool.name(), name -> json.readTree(tool.inputSchema())), args, "");
        if (problem != null) {
            throw invalid(tool, problem);
        }
        List<Error> errors;
        try {
            errors = compiled.computeIfAbsent(tool.name(), name -> schemas.getSchema(tool.inputSchema()))
                    .validate(args);
        } catch (RuntimeException validatorFailure) {
            // json-schema-validator 3.0.9 throws on some values instead of reporting them: fail closed, in words.
            throw invalid(tool, "the arguments could not be checked against the tool's schema");
        }
        if (!errors.isEmpty()) {
            throw invalid(tool, errors.stream().map(ArgsValidator::located).collect(Collectors.joining("; ")));
        }
        return parse(json, text);
    }

    /** The validator names the root as an empty path ({@code ": required property…"}): it is the arguments. */
    private static String located(Error error) {
        return ArgumentValues.ROOT + error.getInstanceLocation() + ": " + error.getMessage();
    }

    private static InvalidToolCall invalid(ToolDeclaration tool, String problems) {
        return new InvalidToolCall("Invalid arguments for " + tool.name() + ": " + problems + ". Nothing was changed.");
    }

    private static JsonNode parse(JsonMapper mapper, String text) {
        try {
            return mapper.readTree(text);
        } catch (JacksonException e) {
            throw new InvalidToolCall(
                    "Arguments are not valid JSON " + JsonProblems.describe(e) + ". Nothing was changed.");
        }
    }
}
