package org.consentlab.tool;

import java.util.Objects;

/** A declared tool and the handler that serves it; feature packages contribute them as beans. */
public record Tool(ToolDeclaration declaration, ToolHandler handler) {

    public Tool {
        Objects.requireNonNull(declaration, "declaration");
        Objects.requireNonNull(handler, "handler");
    }

    public String name() {
        return declaration.name();
    }
}
