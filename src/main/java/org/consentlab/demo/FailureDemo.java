package org.consentlab.demo;

import java.util.List;
import org.consentlab.consent.ScriptedPerson;
import org.consentlab.instructor.FailureMode;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Service;

/**
 * One failure mode's scripted scenario, played in one throw-away sandbox (a {@link DemoTwin}): the
 * agent only ever requests, through the tool-call service like every agent; the person decides
 * through a {@link ScriptedPerson}; the agent's own click on Lab 4's Confirm reaches the real control
 * as a script's click reaches the server. The same script runs in both twins; only the switch
 * differs, and each twin is graded on its own wire.
 */
@Service
class FailureDemo {

    private final DemoStage stage;
    private final WireLog wire;
    private final ScriptedPerson person;
    private final DemoScripts scripts = new DemoScripts();

    FailureDemo(DemoStage stage, WireLog wire, ScriptedPerson person) {
        this.stage = stage;
        this.wire = wire;
        this.person = person;
    }

    /** Plays the scenario and grades what reached the wire. */
    DemoVerdict play(FailureMode mode, DemoSide side, SandboxId sandbox, DemoListener listener) {
        DemoTwin twin =
                new DemoTwin(stage, new DemoTwin.Place(side, sandbox, "/demo/" + mode.label()), person, listener);
        List<String> allowed = scripts.play(mode, twin);
        return WireGrade.of(wire.entries(sandbox), allowed, twin.asked(), stage.calls());
    }
}
