package org.consentlab.consent;

import java.time.Clock;
import java.time.Duration;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.report.CoveredRegions;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * What every demo twin plays with: the tool-call service the agent asks through, the records it
 * reads back, the scenes the page shows, and the time its steps run on.
 */
@Component
record DemoStage(ToolCallService service, ToolCalls calls, ConsentGates gates, Scenes scenes, Time time) {

    /**
     * What the page shows the scripted person: the covered regions and the batch cards. The controls
     * are found lazily: they make the demo's Run button, which plays here.
     */
    @Component
    record Scenes(CoveredRegions regions, DecisionBatches batches, ObjectProvider<ConsentControls> controls) {}

    /** The clock a gate's expiry is read against, and the pace of the demo's steps. */
    @Component
    record Time(
            Clock clock,
            @Value("${consentlab.demo.pace:PT0.5S}") Duration pace) {}

    CoveredRegions regions() {
        return scenes.regions();
    }

    DecisionBatches batches() {
        return scenes.batches();
    }

    ObjectProvider<ConsentControls> controls() {
        return scenes.controls();
    }

    Clock clock() {
        return time.clock();
    }

    Duration pace() {
        return time.pace();
    }
}
