package org.consentlab.mcp;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.consentlab.tool.JsonProblems;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Checks one {@code POST /mcp} body before the MCP SDK sees it, and says what is wrong in words a
 * client's developer can act on. The SDK (2.2.0) answers many malformed messages with an empty
 * {@code 200} event stream, a {@code 500} or an internal class name, and parses leniently (the
 * last of two duplicate keys wins, any {@code jsonrpc} value passes): this is the strict door in
 * front of it. It checks the JSON-RPC envelope and the parameters of the methods this server
 * serves; tool arguments themselves are checked against the tool's schema by the tool-call service.
 */
final class McpEnvelope {

    /** A refusal: the JSON-RPC error to send, and the id to send it for (null: not a request we can answer). */
    record Refusal(int code, String message, JsonNode id) {}

    static final int PARSE_ERROR = -32700;
    static final int INVALID_REQUEST = -32600;
    static final int INVALID_PARAMS = -32602;

    /** Reads numbers exactly as sent: an id beyond 64 bits is seen for what it is, and so are tool arguments. */
    private static final JsonMapper STRICT = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
            .build();

    private McpEnvelope() {}

    /** A body read: a refusal, or the message as a tree with its numbers exactly as sent. */
    record Reading(Optional<Refusal> refusal, JsonNode message) {

        static Reading refused(Optional<Refusal> refusal) {
            return new Reading(refusal, null);
        }
    }

    static Reading read(byte[] body) {
        String text;
        try {
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body))
                    .toString();
        } catch (CharacterCodingException e) {
            return Reading.refused(refuse(PARSE_ERROR, "The body is not valid UTF-8: send the message as UTF-8 JSON"));
        }
        if (text.isBlank()) {
            return Reading.refused(refuse(PARSE_ERROR, "The body is empty: send one JSON-RPC 2.0 message"));
        }
        JsonNode message;
        try {
            message = STRICT.readTree(text);
        } catch (JacksonException e) {
            String problem = JsonProblems.describe(e);
            return Reading.refused(refuse(
                    PARSE_ERROR,
                    "The body is not valid JSON " + problem
                            + (problem.contains("Duplicate") ? " (duplicate keys are refused)" : "")));
        } catch (NumberFormatException beyondBigDecimal) {
            // An exponent beyond an int (1E+99999999999) fails outside Jackson's own exceptions. Only
            // such a message pays for the second, streaming look that says where the number was.
            return Reading.refused(McpNumbers.unreadable(STRICT, text));
        }
        Optional<Refusal> refusal = shape(message);
        return new Reading(refusal, refusal.isPresent() ? null : message);
    }

    /**
     * The tool arguments of a {@code tools/call}, as the caller sent them (null for any other
     * message). The SDK binds them to Java doubles and longs, where {@code 1e309} becomes infinity
     * and {@code 1.0000000000000000000000000001} becomes 1: the tool-call service checks this text instead.
     */
    static String toolArguments(JsonNode message) {
        JsonNode arguments = message.path("params").get("arguments");
        return "tools/call".equals(message.path("method").asString(null)) && arguments != null
                ? STRICT.writeValueAsString(arguments)
                : null;
    }

    private static Optional<Refusal> shape(JsonNode message) {
        if (message.isArray()) {
            return refuse(INVALID_REQUEST, "Batches are not supported: send one JSON-RPC message per request");
        }
        if (!message.isObject()) {
            return refuse(
                    INVALID_REQUEST,
                    "The body is JSON %s: a JSON-RPC 2.0 message object was expected".formatted(kind(message)));
        }
        return envelope(message);
    }

    private static Optional<Refusal> envelope(JsonNode message) {
        JsonNode jsonrpc = message.get("jsonrpc");
        if (jsonrpc == null || !jsonrpc.isString() || !"2.0".equals(jsonrpc.asString())) {
            return refuse(
                    INVALID_REQUEST,
                    "\"jsonrpc\" must be the string \"2.0\", not "
                            + (jsonrpc == null ? "missing" : jsonrpc.toString()));
        }
        JsonNode id = message.get("id");
        if (id != null && !(id.isString() || id.isIntegralNumber())) {
            return refuse(INVALID_REQUEST, "\"id\" must be a string or an integer, not " + kind(id));
        }
        if (id != null && id.isIntegralNumber() && !id.canConvertToLong()) {
            return refuse(
                    INVALID_REQUEST,
                    "\"id\" must be an integer of at most 64 bits (from %d to %d) or a string"
                            .formatted(Long.MIN_VALUE, Long.MAX_VALUE));
        }
        JsonNode method = message.get("method");
        if (method == null) {
            return response(message, id);
        }
        if (!method.isString() || method.asString().isEmpty()) {
            return refuse(INVALID_REQUEST, "\"method\" must be a non-empty string, not " + kind(method));
        }
        JsonNode params = message.get("params");
        if (params != null && !params.isObject()) {
            return refuse(INVALID_PARAMS, "\"params\" must be an object, not " + kind(params), id);
        }
        return McpMethodParams.check(method.asString(), params)
                .map(problem -> new Refusal(INVALID_PARAMS, problem, id));
    }

    private static Optional<Refusal> response(JsonNode message, JsonNode id) {
        boolean result = message.has("result");
        boolean error = message.has("error");
        if (!result && !error) {
            return refuse(
                    INVALID_REQUEST,
                    "A message needs \"method\" (a request or notification), or \"result\" "
                            + "or \"error\" (a response)");
        }
        if (id == null || result == error) {
            return refuse(INVALID_REQUEST, "A response needs an \"id\" and exactly one of \"result\" and \"error\"");
        }
        JsonNode failure = message.get("error");
        if (error
                && !(failure.isObject()
                        && failure.path("code").isIntegralNumber()
                        && failure.path("message").isString())) {
            return refuse(
                    INVALID_REQUEST,
                    "\"error\" must be an object with an integer \"code\" and a string " + "\"message\"");
        }
        // This server never asks a client anything (no sampling, elicitation, roots or pings), so no
        // response can answer a request of ours; the SDK would answer one with a 500.
        return refuse(
                INVALID_REQUEST,
                "No request of this server waits for an answer with id %s: it sends "
                        + "clients no requests, so a response is not accepted".formatted(id));
    }

    static String kind(JsonNode node) {
        return switch (node.getNodeType()) {
            case NULL -> "null";
            case ARRAY -> "an array";
            case OBJECT -> "an object";
            case BOOLEAN -> "a boolean";
            case NUMBER -> node.isIntegralNumber() ? "an integer" : "a number with a fraction";
            case STRING -> "a string";
            default -> "something else";
        };
    }

    private static Optional<Refusal> refuse(int code, String message) {
        return Optional.of(new Refusal(code, message, null));
    }

    private static Optional<Refusal> refuse(int code, String message, JsonNode id) {
        return Optional.of(new Refusal(code, message, id));
    }
}
