package org.consentlab.consent;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.consentlab.base.ui.TrustedClickEvent;
import org.consentlab.instructor.FailureMode;
import org.consentlab.report.CoveredRegions;
import org.consentlab.report.ReportToolNames;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireLog;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * One failure mode's scripted scenario, played in one throw-away sandbox: the agent only ever
 * requests, through the tool-call service like every agent; the person decides through a
 * {@link ScriptedPerson}; the agent's own click on Lab 4's Confirm reaches the real control as a
 * script's click reaches the server. The same script runs in both twins; only the switch differs.
 */
@Service
class FailureDemo {

    static final String SESSION = "demo-session";

    private final ToolCallService service;
    private final ToolCalls calls;
    private final ConsentGates gates;
    private final WireLog wire;
    private final CoveredRegions regions;
    private final DemoScripts scripts;
    private final Clock clock;
    private final Duration pace;
    private final DecisionBatches batches;
    private final ObjectProvider<ConsentControls> controls;

    FailureDemo(ToolCallService service, ToolCalls calls, ConsentGates gates, WireLog wire, CoveredRegions regions,
                Clock clock, @Value("${consentlab.demo.pace:PT0.5S}") Duration pace, DecisionBatches batches,
                ObjectProvider<ConsentControls> controls) {
        this.batches = batches;
        // Found lazily: the controls make the demo's Run button, which plays here.
        this.controls = controls;
        this.service = service;
        this.calls = calls;
        this.gates = gates;
        this.wire = wire;
        this.regions = regions;
        this.scripts = new DemoScripts();
        this.clock = clock;
        this.pace = pace;
    }

    /** Plays the scenario and grades what reached the wire. */
    DemoVerdict play(FailureMode mode, DemoSide side, SandboxId sandbox, ScriptedPerson person,
                     BiFunction<Gate, Consumer<String>, Component> lab4Card, DemoListener listener) {
        Twin twin = new Twin(side, sandbox, person, lab4Card, listener, "/demo/" + mode.label());
        List<String> allowed = scripts.play(mode, twin);
        return WireGrade.of(wire.entries(sandbox), allowed, twin.asked.stream().map(id -> calls.find(id).orElseThrow())
                .toList(), calls);
    }

    /** One twin's world while the script plays in it: the agent's calls, the person, and the narration. */
    final class Twin {

        final DemoSide side;
        final SandboxId sandbox;
        final ScriptedPerson person;
        private final BiFunction<Gate, Consumer<String>, Component> lab4Card;
        private final DemoListener listener;
        private final String route;
        private final List<Long> asked = new ArrayList<>();

        private Twin(DemoSide side, SandboxId sandbox, ScriptedPerson person, BiFunction<Gate, Consumer<String>, Component> lab4Card,
                     DemoListener listener, String route) {
            this.side = side;
            this.sandbox = sandbox;
            this.person = person;
            this.lab4Card = lab4Card;
            this.listener = listener;
            this.route = route;
        }

        /** The agent asks, as any agent does, and the step says what it was told. */
        ToolResult agent(String tool, String args, String what) {
            step(what);
            ToolResult result = service.invoke(new ToolCallRequest(sandbox, Channel.SIMULATED_AGENT, "demo-agent", tool,
                    args, null, SESSION, route));
            asked.add(result.callId());
            step("The agent is told: " + result.text());
            return result;
        }

        /**
         * The agent's call with an idempotency key (a retry carries the same one), not narrated yet:
         * a demo's gate waits only seconds, so the script tells it once the person has decided.
         */
        ToolResult send(String tool, String args, String idempotencyKey) {
            ToolResult result = service.invoke(new ToolCallRequest(sandbox, Channel.SIMULATED_AGENT, "demo-agent", tool,
                    args, idempotencyKey, SESSION, route));
            asked.add(result.callId());
            return result;
        }

        /** A line about what already happened, without the pause a step takes. */
        void note(String text) {
            listener.step(side, text);
        }

        /** One turn: the agent sends its calls back to back, as one batch, then hears what each was told. */
        void agentTurn(String what, String... toolsAndArgs) {
            step(what);
            List<ToolResult> told = new ArrayList<>();
            for (int i = 0; i + 1 < toolsAndArgs.length; i += 2) {
                told.add(service.invoke(new ToolCallRequest(sandbox, Channel.SIMULATED_AGENT, "demo-agent",
                        toolsAndArgs[i], toolsAndArgs[i + 1], null, SESSION, route)));
            }
            told.forEach(result -> asked.add(result.callId()));
            // Narrated after every call has arrived: the demo's gates time out in seconds.
            told.forEach(result -> listener.step(side, "The agent is told: " + result.text()));
        }

        /** The card of the turn's batch as the person's page shows it, while a batch waits. */
        Optional<Component> batchCard(Consumer<String> onDecided) {
            return batches.open(sandbox).stream().findFirst()
                    .map(batch -> controls.getObject().batchCard(batch, sandbox, onDecided));
        }

        ToolResult archive(String reportId, String what) {
            return agent(ReportToolNames.ARCHIVE, "{\"reportId\":\"" + reportId + "\"}", what);
        }

        /** The gate now pending for the agent's last call, if the design armed one. */
        Optional<Gate> pendingGate() {
            return gates.pending(sandbox).stream().reduce((first, second) -> second);
        }

        String finalText(ToolResult result) {
            return calls.find(result.callId()).orElseThrow().resultText();
        }

        /** The agent's script in the page calls click() on Lab 4's Confirm: the server gets a click from the page, untrusted. */
        void agentScriptClicksConfirm(Gate gate) {
            Component card = lab4Card.apply(gate, text -> step("The page answers: " + text));
            Component confirm = tree(card).filter(part -> part.getId().filter("consent-confirm"::equals).isPresent())
                    .findFirst().orElseThrow();
            ComponentUtil.fireEvent(confirm, new TrustedClickEvent(confirm, true, false));
        }

        void cover(boolean covered) {
            if (covered) {
                regions.cover(sandbox);
            } else {
                regions.uncover(sandbox);
            }
        }

        /** Waits, answering nothing, until the gate has left PENDING; the demo's gate times out in seconds. */
        void waitOut(Gate gate) {
            Instant giveUp = Instant.now().plus(DemoTwins.GATE_TTL.multipliedBy(5));
            while (gates.find(gate.id()).orElseThrow().status() == GateStatus.PENDING && Instant.now().isBefore(giveUp)) {
                if (!Instant.now(clock).isBefore(gate.expiresAt())) {
                    // What the once-a-second sweep does, done now so the demo need not wait for its next turn.
                    gates.expireOverdue();
                }
                sleep(Duration.ofMillis(100));
            }
        }

        void step(String text) {
            listener.step(side, text);
            sleep(pace);
        }
    }

    /** The card and everything inside it. */
    static Stream<Component> tree(Component root) {
        return Stream.concat(Stream.of(root), root.getChildren().flatMap(FailureDemo::tree));
    }

    private static void sleep(Duration duration) {
        if (duration.isZero()) {
            return;
        }
        try {
            Thread.sleep(duration);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
