package org.consentlab.consent.tool;

import java.util.List;
import org.consentlab.lifecycle.LifecycleRuns;
import org.springframework.stereotype.Component;

/** Lab 5's runs and the tools that act in them, read together wherever a run is requested or held. */
@Component
record LifecycleToolsAndRuns(LifecycleRuns runs, List<LifecycleTool> tools) {}
