package org.consentlab.consent;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.stereotype.Component;

/**
 * Every gated tool, found by the gate it armed: the one lookup the decision controls and a
 * timeout that fails open dispatch by. The container hands each gated tool here as it finishes
 * making it, so the kernel that the tools are made with (their gates, the decision path) can find
 * them without depending on them: the tools are made after the kernel, and join it.
 */
@Component
class GatedTools implements BeanPostProcessor {

    private final List<GatedTool> tools = new CopyOnWriteArrayList<>();

    @Override
    public Object postProcessAfterInitialization(Object bean, String name) {
        if (bean instanceof GatedTool tool) {
            join(tool);
        }
        return bean;
    }

    /** A gate names the tool that armed it by this name alone, so no two tools may arm under one. */
    void join(GatedTool tool) {
        if (tools.stream().anyMatch(known -> known.armsAs().equals(tool.armsAs()))) {
            throw new IllegalStateException("Two gated tools arm their gates as " + tool.armsAs());
        }
        tools.add(tool);
    }

    Optional<GatedTool> armed(Gate gate) {
        return tools.stream().filter(tool -> tool.armed(gate)).findFirst();
    }
}
