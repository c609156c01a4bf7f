package org.consentlab.tool;

import java.util.Objects;
import java.util.function.BiFunction;
import org.consentlab.sandbox.SandboxId;
import tools.jackson.databind.JsonNode;

/**
 * A declared tool and the handler that serves it; feature packages contribute them as beans.
 * {@code subject}, when given, names the record a call acts on from the app's own data (e.g.
 * "report RPT-31 'Q3 revenue'"), so that audit descriptions say which record, not just which tool.
 */
public record Tool(ToolDeclaration declaration, ToolHandler handler, BiFunction<SandboxId, JsonNode, String> subject) {

    public Tool {
        Objects.requireNonNull(declaration, "declaration");
        Objects.requireNonNull(handler, "handler");
    }

    public Tool(ToolDeclaration declaration, ToolHandler handler) {
        this(declaration, handler, null);
    }

    public String name() {
        return declaration.name();
    }

    /** The title, and the record the call acts on where the tool can name it: "Archive a report: report RPT-31 'Q3 revenue'". */
    public String describe(SandboxId sandbox, JsonNode args) {
        String named = subject == null ? null : subject.apply(sandbox, args);
        return named == null ? declaration.title() : declaration.title() + ": " + named;
    }
}
