package org.consentlab.consent;

import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** Every gated tool, found by the gate it armed: the one lookup the decision controls dispatch by. */
@Component
class GatedTools {

    private final List<GatedTool> tools;

    GatedTools(List<GatedTool> tools) {
        this.tools = List.copyOf(tools);
    }

    Optional<GatedTool> armed(Gate gate) {
        return tools.stream().filter(tool -> tool.armed(gate)).findFirst();
    }
}
