package org.consentlab.mcp;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Bad inputs, hand-picked and generated: whole MCP messages (envelopes, names, sizes, encodings)
 * and tool arguments for every tool (wrong types per field, numbers that do not fit, markup and
 * SQL-looking text, huge and odd strings, missing and extra fields, text that is not JSON).
 */
final class BadInputCorpus {

    record Message(String label, byte[] body) {}

    /** {@code refusedField}: the field a refusal must name (as {@code arguments/<field>}), or null if the call may be valid. */
    record Args(String label, String tool, String text, boolean json, String refusedField) {

        Args(String label, String tool, String text, boolean json) {
            this(label, tool, text, json, null);
        }
    }

    /**
     * A whole HTTP exchange with {@code /mcp}: the method, headers that replace the test's own (a
     * null value leaves one out: the token, session id, Content-Type and Accept are sent unless
     * replaced), the body, and the status it must get.
     */
    record Exchange(String label, String method, Map<String, String> headers, String body, int status) {}

    /** Values of every JSON type, to put where another type belongs. */
    static final List<String> WRONG_TYPES =
            List.of("\"text\"", "42", "1.5", "true", "null", "[]", "[1,2]", "{}", "{\"a\":1}");

    static final List<String> NASTY_VALUES = List.of(
            "\"<script>alert(1)</script>\"",
            "\"<img src=x onerror=alert(1)>\"",
            "\"'; DROP TABLE audit_record; --\"",
            "\"\\\" OR 1=1 --\"",
            "\"RPT-31' OR '1'='1\"",
            "\"\"",
            "\" \"",
            "\"\\u0000\"",
            "\"\\ud800\"",
            "\"𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ مرحبا\"",
            "\"" + "x".repeat(5000) + "\"",
            "\"../../etc/passwd\"",
            "\"%s%n%x\"",
            "\"${jndi:ldap://x/a}\"",
            "1e300",
            "-1e300",
            "2147483648",
            "-2147483649",
            "99999999999999999999999",
            "0",
            "-1",
            "0.0000001",
            "1E-400",
            "-0",
            "\"MUG-01\\n\"");

    /**
     * Values a parse into Java numbers and strings misreads (issue 21, points 3-5): beyond a
     * double ({@code "Infinity"}), beyond 64 bits, a fraction a double rounds away, a lone surrogate.
     * Every one must be refused in every field of every tool, on every path.
     */
    static final List<String> MISREAD_VALUES = List.of(
            "1e309",
            "-1e309",
            "9".repeat(400),
            "-" + "9".repeat(400),
            "1.0000000000000000000000000001",
            "\"\\ud83d\"",
            "\"x\\udc00\"",
            "\"\\ude00\\ud83d\"");

    /** JSON-RPC ids a 64-bit integer cannot hold (a string or an integer of at most 64 bits is an id). */
    static final List<String> IDS_BEYOND_64_BITS = List.of(
            "18446744073709551616",
            "1" + "0".repeat(40),
            "9223372036854775808",
            "-9223372036854775809",
            "-" + "1".repeat(60));

    private BadInputCorpus() {}

    /** Refusals made before a message is read: headers, methods, sessions (issue 21, points 2 and 8). */
    /** Numbers whose exponent no BigDecimal holds: they used to escape the guard's parser as a 500. */
    static final List<String> EXPONENT_BEYOND_READING =
            List.of("1E+99999999999", "-1E+99999999999", "1e-99999999999", "1E+2147483648", "-0.5e-99999999999");

    /**
     * Idempotency keys outside the rule (1 to 200 of A-Z a-z 0-9 . _ : -). Each was once dropped
     * without a word, so that two sends of the same call armed two gates.
     */
    static final List<String> BAD_IDEMPOTENCY_KEYS = List.of(
            "1",
            "{}",
            "[]",
            "true",
            "null",
            "1.5",
            "\"\"",
            "\"" + "k".repeat(100_000) + "\"",
            "\"" + "k".repeat(201) + "\"",
            "\"a b\"",
            "\"a/b\"",
            "\"key\\n\"",
            "\"ключ\"",
            "\"<script>\"",
            "{\"key\":\"a\"}");

    /** A gated call with {@code _meta.idempotencyKey} set to {@code key}, exactly as written. */
    static String keyedDelete(String key, int id) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":"
                + "\"delete_account\",\"arguments\":{},\"_meta\":{\"idempotencyKey\":" + key + "}}}";
    }

    static List<Exchange> exchanges() {
        String call = "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\",\"params\":{\"name\":\"get_account\","
                + "\"arguments\":{}}}";
        List<Exchange> corpus = new ArrayList<>();
        for (String type : List.of(
                "text/plain",
                "application/xml",
                "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x",
                "text/event-stream",
                "application/jsonx")) {
            corpus.add(new Exchange("Content-Type " + type, "POST", header("Content-Type", type), call, 415));
        }
        corpus.add(new Exchange("no Content-Type", "POST", header("Content-Type", null), call, 415));
        for (String accept : List.of("application/json", "text/event-stream", "text/html", "*/*")) {
            corpus.add(new Exchange("Accept " + accept, "POST", header("Accept", accept), call, 400));
        }
        corpus.add(new Exchange("no Accept", "POST", header("Accept", null), call, 400));
        corpus.add(new Exchange("no Accept on GET", "GET", header("Accept", null), "", 400));
        corpus.add(
                new Exchange("tools/call without Mcp-Session-Id", "POST", header("Mcp-Session-Id", null), call, 400));
        corpus.add(new Exchange("GET without Mcp-Session-Id", "GET", header("Mcp-Session-Id", null), "", 400));
        corpus.add(new Exchange("DELETE without Mcp-Session-Id", "DELETE", header("Mcp-Session-Id", null), "", 400));
        for (String unknown : List.of("00000000-0000-0000-0000-000000000000", "not-a-session", "x".repeat(200))) {
            corpus.add(new Exchange(
                    "unknown session " + unknown.substring(0, Math.min(20, unknown.length())),
                    "POST",
                    header("Mcp-Session-Id", unknown),
                    call,
                    404));
        }
        corpus.add(new Exchange("no token", "POST", header("Authorization", null), call, 401));
        corpus.add(new Exchange("wrong token", "POST", header("Authorization", "Bearer nope"), call, 401));
        corpus.add(new Exchange("foreign Origin", "POST", header("Origin", "https://evil.example"), call, 403));
        for (String method : List.of("OPTIONS", "HEAD", "PUT", "PATCH")) {
            corpus.add(new Exchange(method, method, Map.of(), "", 405));
            corpus.add(new Exchange(method + " without a token", method, header("Authorization", null), "", 405));
        }
        return corpus;
    }

    private static Map<String, String> header(String name, String value) {
        Map<String, String> headers = new java.util.HashMap<>();
        headers.put(name, value);
        return headers;
    }

    static List<Message> messages() {
        List<Message> corpus = new ArrayList<>();
        String call =
                "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"get_account\",\"arguments\":{}}}";
        for (String wrong : WRONG_TYPES) {
            corpus.add(text("jsonrpc=" + wrong, call.replace("\"2.0\"", wrong)));
            corpus.add(text("id=" + wrong, call.replace("\"id\":7", "\"id\":" + wrong)));
            corpus.add(text("method=" + wrong, call.replace("\"tools/call\"", wrong)));
            corpus.add(text("params=" + wrong, call.replace("{\"name\":\"get_account\",\"arguments\":{}}", wrong)));
            corpus.add(text("name=" + wrong, call.replace("\"get_account\"", wrong)));
            corpus.add(text("arguments=" + wrong, call.replace("\"arguments\":{}", "\"arguments\":" + wrong)));
            corpus.add(text("_meta=" + wrong, call.replace("\"arguments\":{}", "\"arguments\":{},\"_meta\":" + wrong)));
            corpus.add(text("body=" + wrong, wrong));
            corpus.add(text(
                    "initialize.clientInfo=" + wrong,
                    McpHttp.INITIALIZE.replace("{\"name\":\"raw-test\",\"version\":\"1\"}", wrong)));
            corpus.add(text(
                    "tools/list.cursor=" + wrong,
                    "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/list\"," + "\"params\":{\"cursor\":" + wrong
                            + "}}"));
        }
        for (String version : List.of("\"1.0\"", "\"2\"", "\"2.0 \"", "\"\"", "2.0")) {
            corpus.add(text("jsonrpc " + version, call.replace("\"2.0\"", version)));
        }
        corpus.add(text("no jsonrpc", call.replace("\"jsonrpc\":\"2.0\",", "")));
        corpus.add(text("no params", "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\"}"));
        corpus.add(text("no name", call.replace("\"name\":\"get_account\",", "")));
        corpus.add(text("neither method nor result", "{\"jsonrpc\":\"2.0\",\"id\":7}"));
        corpus.add(text(
                "result and error",
                "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{},\"error\":{\"code\":1,\"message\":\"x\"}}"));
        corpus.add(text("error not an object", "{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":\"boom\"}"));
        corpus.add(text("response without id", "{\"jsonrpc\":\"2.0\",\"result\":{}}"));
        corpus.add(text("response for an unknown id", "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{}}"));
        corpus.add(text(
                "error response for an unknown id",
                "{\"jsonrpc\":\"2.0\",\"id\":\"abc\",\"error\":" + "{\"code\":-32000,\"message\":\"no\"}}"));
        for (String id : IDS_BEYOND_64_BITS) {
            corpus.add(text("id " + shorten(id), call.replace("\"id\":7", "\"id\":" + id)));
            corpus.add(text("response id " + shorten(id), "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{}}"));
            corpus.add(text(
                    "notification-looking id " + shorten(id),
                    "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/list\"}"));
        }
        for (String number : EXPONENT_BEYOND_READING) {
            corpus.add(text("id " + number, call.replace("\"id\":7", "\"id\":" + number)));
            corpus.add(text("ping id " + number, "{\"jsonrpc\":\"2.0\",\"id\":" + number + ",\"method\":\"ping\"}"));
            corpus.add(text("response id " + number, "{\"jsonrpc\":\"2.0\",\"id\":" + number + ",\"result\":{}}"));
            corpus.add(text(
                    "argument " + number, call.replace("\"arguments\":{}", "\"arguments\":{\"q\":" + number + "}")));
            corpus.add(text(
                    "_meta number " + number,
                    call.replace("\"arguments\":{}", "\"arguments\":{},\"_meta\":{\"progressToken\":" + number + "}")));
        }
        corpus.add(text("id -2^63 (fits)", call.replace("\"id\":7", "\"id\":-9223372036854775808")));
        corpus.add(text("id 2^63-1 (fits)", call.replace("\"id\":7", "\"id\":9223372036854775807")));
        corpus.add(text(
                "duplicate name picks delete",
                call.replace("\"name\":\"get_account\"", "\"name\":\"get_account\",\"name\":\"delete_account\"")));
        corpus.add(text(
                "duplicate method",
                call.replace("\"method\":\"tools/call\"", "\"method\":\"tools/list\",\"method\":\"tools/call\"")));
        corpus.add(text("duplicate in arguments", call.replace("\"arguments\":{}", "\"arguments\":{\"a\":1,\"a\":2}")));
        corpus.add(text("duplicate id", call.replace("\"id\":7", "\"id\":7,\"id\":8")));
        corpus.add(text(
                "duplicate jsonrpc", call.replace("\"jsonrpc\":\"2.0\"", "\"jsonrpc\":\"2.0\",\"jsonrpc\":\"1.0\"")));
        corpus.add(text("empty body", ""));
        corpus.add(text("whitespace body", "  \n "));
        corpus.add(text("not json", "hello"));
        corpus.add(text("truncated", call.substring(0, call.length() - 3)));
        corpus.add(text("trailing garbage", call + "x"));
        corpus.add(text("two messages", call + call));
        corpus.add(text("batch", "[" + call + "]"));
        corpus.add(text("empty batch", "[]"));
        corpus.add(text("single quotes", call.replace('"', '\'')));
        corpus.add(text("comment", "/* hi */" + call));
        corpus.add(text("NaN argument", call.replace("\"arguments\":{}", "\"arguments\":{\"q\":NaN}")));
        corpus.add(text("unknown tool", call.replace("get_account", "confirm_deletion")));
        corpus.add(text("markup tool name", call.replace("get_account", "<script>alert(1)</script>")));
        corpus.add(text("sql tool name", call.replace("get_account", "x'; DROP TABLE gate; --")));
        corpus.add(text("empty tool name", call.replace("get_account", "")));
        corpus.add(text("long tool name", call.replace("get_account", "a".repeat(129))));
        corpus.add(text("very long tool name", call.replace("get_account", "a".repeat(100_000))));
        corpus.add(text("unknown method", call.replace("tools/call", "tools/confirm")));
        corpus.add(text(
                "deep nesting",
                call.replace("\"arguments\":{}", "\"arguments\":{\"a\":" + "[".repeat(5000) + "]".repeat(5000) + "}")));
        corpus.add(text(
                "oversized",
                call.replace("\"arguments\":{}", "\"arguments\":{\"a\":\"" + "x".repeat(300 * 1024) + "\"}")));
        corpus.add(new Message(
                "byte order mark", concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, bytes(call))));
        corpus.add(new Message("utf-16", call.getBytes(StandardCharsets.UTF_16)));
        for (byte[] bad : List.of(
                new byte[] {(byte) 0xC3},
                new byte[] {(byte) 0xFF},
                new byte[] {(byte) 0xC0, (byte) 0xAF},
                new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
                new byte[] {(byte) 0xF8, (byte) 0x88, (byte) 0x80},
                new byte[] {(byte) 0x80},
                new byte[] {(byte) 0xE2, (byte) 0x82})) {
            byte[] before = bytes(call.substring(0, call.indexOf("get_account")));
            byte[] after = bytes(call.substring(call.indexOf("get_account")));
            corpus.add(new Message("invalid utf-8 " + hex(bad), concat(concat(before, bad), after)));
        }
        return corpus;
    }

    /** For each tool: wrong and nasty values in every declared field, missing and extra fields, non-objects, non-JSON. */
    static List<Args> arguments(Map<String, String> schemas, Map<String, String> examples, JsonMapper json) {
        List<Args> corpus = new ArrayList<>();
        schemas.forEach((tool, schema) -> {
            JsonNode properties = json.readTree(schema).path("properties");
            for (String field : properties.propertyNames()) {
                for (String value : concat(WRONG_TYPES, NASTY_VALUES)) {
                    corpus.add(new Args(field + "=" + shorten(value), tool, "{\"" + field + "\":" + value + "}", true));
                }
                for (String value : MISREAD_VALUES) {
                    corpus.add(new Args(
                            field + "=" + shorten(value), tool, "{\"" + field + "\":" + value + "}", true, field));
                    corpus.add(new Args(
                            field + "=" + shorten(value) + " in valid arguments",
                            tool,
                            withField(json, examples.get(tool), field, value),
                            true,
                            field));
                }
                corpus.add(
                        new Args("duplicate " + field, tool, "{\"" + field + "\":1,\"" + field + "\":\"x\"}", false));
            }
            corpus.add(new Args("extra field", tool, "{\"unexpected\":true}", true));
            corpus.add(new Args("markup key", tool, "{\"<b>key</b>\":1}", true));
            for (String notAnObject : List.of("[]", "\"text\"", "42", "null", "true")) {
                corpus.add(new Args("arguments " + notAnObject, tool, notAnObject, true));
            }
            for (String notJson : List.of(
                    "{",
                    "{\"a\":}",
                    "{'a':1}",
                    "{a:1}",
                    "{\"a\":1} trailing",
                    "NaN",
                    "{\"a\":NaN}",
                    "/* c */ {}",
                    "{\"a\":\"\\x\"}")) {
                corpus.add(new Args("not json " + notJson, tool, notJson, false));
            }
            corpus.add(new Args("too large", tool, "{\"a\":\"" + "x".repeat(20_000) + "\"}", true));
        });
        return corpus;
    }

    /** The tool's own example arguments (a valid call) with one field set to {@code value}, exactly as written. */
    private static String withField(JsonMapper json, String example, String field, String value) {
        tools.jackson.databind.node.ObjectNode args = (tools.jackson.databind.node.ObjectNode) json.readTree(example);
        args.remove(field);
        String rest = json.writeValueAsString(args);
        return rest.equals("{}")
                ? "{\"" + field + "\":" + value + "}"
                : rest.substring(0, rest.length() - 1) + ",\"" + field + "\":" + value + "}";
    }

    private static Message text(String label, String body) {
        return new Message(label, bytes(body));
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = new byte[a.length + b.length];
        System.arraycopy(a, 0, both, 0, a.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> both = new ArrayList<>(a);
        both.addAll(b);
        return both;
    }

    private static String hex(byte[] bytes) {
        return java.util.HexFormat.of().formatHex(bytes);
    }

    private static String shorten(String value) {
        return value.length() > 30 ? value.substring(0, 30) + "…" : value;
    }
}
