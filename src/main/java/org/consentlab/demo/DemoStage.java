package org.consentlab.demo;

import java.time.Clock;
import java.time.Duration;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.passkey.PasskeyRegistration;
import org.consentlab.passkey.PasskeySite;
import org.consentlab.report.CoveredRegions;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * What every demo twin plays with: the tool-call service the agent asks through, the records it
 * reads back, the scenes the page shows, the time its steps run on, and Lab 7's passkey Confirm.
 */
@Component
record DemoStage(
        ToolCallService service, ToolCalls calls, ConsentGates gates, Scenes scenes, Time time, Passkeying passkeying) {

    /**
     * What Lab 7's passkey scenario plays with: its runs, passkeys registered as a page registers them,
     * the site they are for, and a sandbox of the agent's own (any visitor gets one).
     */
    @Component
    record Passkeying(SelfApprovalRuns runs, PasskeyRegistration registration, PasskeySite site, Sandboxes sandboxes) {}

    /** What the page shows the scripted person: the covered regions, the batches, and the cards of the controls. */
    @Component
    record Scenes(CoveredRegions regions, DecisionBatches batches, ConsentControls controls) {}

    /** The clock a gate's expiry is read against, and the pace of the demo's steps. */
    @Component
    record Time(Clock clock, Duration pace) {

        // @Value on the constructor's parameter, not the record's component (see AgentTimings).
        Time(Clock clock, @Value("${consentlab.demo.pace:PT0.5S}") Duration pace) {
            this.clock = clock;
            this.pace = pace;
        }
    }

    CoveredRegions regions() {
        return scenes.regions();
    }

    DecisionBatches batches() {
        return scenes.batches();
    }

    ConsentControls controls() {
        return scenes.controls();
    }

    Clock clock() {
        return time.clock();
    }

    Duration pace() {
        return time.pace();
    }
}
