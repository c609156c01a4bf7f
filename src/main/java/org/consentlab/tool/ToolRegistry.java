package org.consentlab.tool;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** Every tool the lab exposes, by name. A duplicate name fails the start-up, loudly. */
@Component
public class ToolRegistry {

    private final Map<String, Tool> byName = new LinkedHashMap<>();

    ToolRegistry(List<Tool> tools) {
        for (Tool tool : tools) {
            if (byName.putIfAbsent(tool.name(), tool) != null) {
                throw new IllegalStateException("two tools are named " + tool.name());
            }
        }
    }

    public Optional<Tool> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public Collection<Tool> all() {
        return byName.values();
    }

    /** The declarations of the named tools, in the order given; unknown names fail fast. */
    public List<ToolDeclaration> declarations(String... names) {
        return java.util.Arrays.stream(names)
                .map(name -> find(name)
                        .orElseThrow(() -> new IllegalArgumentException("no tool " + name))
                        .declaration())
                .toList();
    }
}
