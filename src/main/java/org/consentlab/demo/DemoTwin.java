package org.consentlab.demo;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.consentlab.base.ui.TrustedClickEvent;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.consent.ScriptedPerson;
import org.consentlab.report.ReportToolNames;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolResult;

/**
 * One twin's world while a demo's script plays in it: the agent's calls (through the tool-call
 * service, like every agent), the person, and the narration. The same script runs in both twins;
 * only the switch differs.
 */
final class DemoTwin {

    static final String SESSION = "demo-session";

    final DemoSide side;
    final SandboxId sandbox;
    final ScriptedPerson person;
    private final DemoStage stage;
    private final DemoListener listener;
    private final String route;
    private final List<Long> asked = new ArrayList<>();

    /** Where a twin plays: which side it is, its throw-away sandbox, and the route its calls say they came from. */
    record Place(DemoSide side, SandboxId sandbox, String route) {}

    DemoTwin(DemoStage stage, Place place, ScriptedPerson person, DemoListener listener) {
        this.stage = stage;
        this.side = place.side();
        this.sandbox = place.sandbox();
        this.person = person;
        this.listener = listener;
        this.route = place.route();
    }

    /** The agent asks, as any agent does, and the step says what it was told. */
    ToolResult agent(String tool, String args, DemoStep what) {
        step(what);
        ToolResult result = send(tool, args, null);
        step(DemoStep.of("demo.step.agent-told", new DemoStep.Said(result.text())));
        return result;
    }

    /**
     * The agent's call with an idempotency key (a retry carries the same one), not narrated yet:
     * a demo's gate waits only seconds, so the script tells it once the person has decided.
     */
    ToolResult send(String tool, String args, String idempotencyKey) {
        ToolResult result = stage.service()
                .invoke(new ToolCallRequest(
                        sandbox, Channel.SIMULATED_AGENT, "demo-agent", tool, args, idempotencyKey, SESSION, route));
        asked.add(result.callId());
        return result;
    }

    /** Counts a call the agent made another way than {@link #send} (Lab 7's run) among those the twin grades. */
    void track(ToolResult result) {
        asked.add(result.callId());
    }

    DemoStage stage() {
        return stage;
    }

    /** A line about what already happened, without the pause a step takes. */
    void note(String key, Object... arguments) {
        listener.step(side, DemoStep.of(key, arguments));
    }

    /** One turn: the agent sends its calls back to back, as one batch, then hears what each was told. */
    void agentTurn(DemoStep what, String... toolsAndArgs) {
        step(what);
        List<ToolResult> told = new ArrayList<>();
        for (int i = 0; i + 1 < toolsAndArgs.length; i += 2) {
            told.add(send(toolsAndArgs[i], toolsAndArgs[i + 1], null));
        }
        // Narrated after every call has arrived: the demo's gates time out in seconds.
        told.forEach(
                result -> listener.step(side, DemoStep.of("demo.step.agent-told", new DemoStep.Said(result.text()))));
    }

    /** The card of the turn's batch as the person's page shows it, while a batch waits. */
    Optional<Component> batchCard(Consumer<String> onDecided) {
        return stage.batches().open(sandbox).stream()
                .findFirst()
                .map(batch -> stage.controls().batchCard(batch, sandbox, onDecided));
    }

    ToolResult archive(String reportId, DemoStep what) {
        return agent(ReportToolNames.ARCHIVE, "{\"reportId\":\"" + reportId + "\"}", what);
    }

    /** The gate now pending for the agent's last call, if the design armed one. */
    Optional<Gate> pendingGate() {
        return stage.gates().pending(sandbox).stream().reduce((first, second) -> second);
    }

    String finalText(ToolResult result) {
        return stage.calls().find(result.callId()).orElseThrow().resultText();
    }

    /** Every call the agent made in this twin, as it ended: what the twin's grade reads the agent's claims from. */
    List<ToolCall> asked() {
        return asked.stream().map(id -> stage.calls().find(id).orElseThrow()).toList();
    }

    /** The agent's script in the page calls click() on Lab 4's Confirm: the server gets a click from the page, untrusted. */
    void agentScriptClicksConfirm(Gate gate) {
        Component card = stage.controls()
                .gateCard(gate, sandbox, text -> step("demo.step.page-answers", new DemoStep.Said(text)));
        Component confirm = tree(card)
                .filter(part -> part.getId().filter("consent-confirm"::equals).isPresent())
                .findFirst()
                .orElseThrow();
        ComponentUtil.fireEvent(confirm, new TrustedClickEvent(confirm, true, false));
    }

    void cover(boolean covered) {
        if (covered) {
            stage.regions().cover(sandbox);
        } else {
            stage.regions().uncover(sandbox);
        }
    }

    /** Waits, answering nothing, until the gate has left PENDING; the demo's gate times out in seconds. */
    void waitOut(Gate gate) {
        Instant giveUp = Instant.now().plus(DemoTwins.GATE_TTL.multipliedBy(5));
        while (stage.gates().find(gate.id()).orElseThrow().status() == GateStatus.PENDING
                && Instant.now().isBefore(giveUp)) {
            if (!Instant.now(stage.clock()).isBefore(gate.expiresAt())) {
                // What the once-a-second sweep does, done now so the demo need not wait for its next turn.
                stage.gates().expireOverdue();
            }
            sleep(Duration.ofMillis(100));
        }
    }

    void step(String key, Object... arguments) {
        step(DemoStep.of(key, arguments));
    }

    /** Tells the step, recorded as key and arguments (the run's thread has no language), then pauses. */
    void step(DemoStep step) {
        listener.step(side, step);
        sleep(stage.pace());
    }

    /** The card and everything inside it. */
    static Stream<Component> tree(Component root) {
        return Stream.concat(Stream.of(root), root.getChildren().flatMap(DemoTwin::tree));
    }

    /** Pauses the playing thread; an interrupt ends the pause early and stays set, as a stopped run needs. */
    private static void sleep(Duration duration) {
        LockSupport.parkNanos(duration.toNanos());
    }
}
