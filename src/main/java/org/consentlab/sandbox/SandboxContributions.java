package org.consentlab.sandbox;

import java.util.List;
import org.springframework.stereotype.Component;

/** What the features contribute to every sandbox: their seed data, and what they clear before a reset. */
@Component
record SandboxContributions(List<SandboxSeeder> seeders, List<SandboxResetListener> resetListeners) {}
