package org.consentlab.consent;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.springframework.stereotype.Component;

/** Every gated tool, found by the gate it armed: the one lookup the decision controls dispatch by. */
@Component
class GatedTools {

    private final List<GatedTool> tools;

    GatedTools(List<GatedTool> tools) {
        this.tools = List.copyOf(tools);
        // A gate names the tool that armed it by this name alone, so no two tools may arm under one.
        Set<String> names = new HashSet<>();
        tools.stream()
                .map(GatedTool::armsAs)
                .filter(name -> !names.add(name))
                .findFirst()
                .ifPresent(name -> {
                    throw new IllegalStateException("Two gated tools arm their gates as " + name);
                });
    }

    Optional<GatedTool> armed(Gate gate) {
        return tools.stream().filter(tool -> tool.armed(gate)).findFirst();
    }
}
