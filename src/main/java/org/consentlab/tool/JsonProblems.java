package org.consentlab.tool;

import java.util.Objects;
import tools.jackson.core.JacksonException;

/**
 * Says why text is not acceptable JSON, in the parser's words minus the parser's internals:
 * Jackson's messages can name its own classes, tokens and settings, which mean nothing to the
 * agent's developer and tell an attacker what runs here.
 */
public final class JsonProblems {

    private JsonProblems() {}

    /** E.g. "at line 1, column 7: Unexpected character ('}' (code 125))". */
    public static String describe(JacksonException e) {
        String where = e.getLocation() == null
                ? ""
                : "at line %d, column %d: "
                        .formatted(e.getLocation().getLineNr(), e.getLocation().getColumnNr());
        String original = Objects.toString(e.getOriginalMessage(), "");
        if (original.startsWith("Trailing token")) {
            return where + "more text follows the JSON value";
        }
        String plain = original.lines()
                .findFirst()
                .orElse("")
                .replaceAll("\\s*\\(bound as[^)]*\\)", "")
                .replaceAll("`[^`]*`", "")
                .replaceAll(":? ?not allowed as per\\s*$", "")
                .replaceAll("\\s+", " ")
                .trim();
        return where + (plain.isEmpty() ? "this is not JSON" : plain);
    }
}
