package org.consentlab.lab;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.consentlab.account.AccountStatus;
import org.consentlab.consent.Gate;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.WireEntry;

/**
 * What one sandbox's records say, read once for the exercise checks: the calls those checks look
 * at ({@link CallsRead}), its gates and wire (all oldest first), and the account's status now;
 * {@link #ofLab} narrows them to one lab's.
 */
record SandboxRecords(
        SandboxId sandbox, List<ToolCall> calls, List<Gate> gates, List<WireEntry> wire, AccountStatus account) {

    /**
     * The records of lab {@code lab} alone: its calls, its gates and its effect requests, as each
     * recorded its lab when it was made. Every exercise is checked against its own lab's records, so
     * that another lab's DELETE never counts as this lab's, and this lab's list and its check agree.
     */
    SandboxRecords ofLab(int lab) {
        return new SandboxRecords(
                sandbox,
                calls.stream().filter(call -> call.ofLab(lab)).toList(),
                gates.stream().filter(gate -> gate.ofLab(lab)).toList(),
                wire.stream().filter(entry -> entry.ofLab(lab)).toList(),
                account);
    }

    /** Whether the call came from an agent's path (inspector, simulated agent, WebMCP, MCP), not the page's button. */
    static boolean byAgent(ToolCall call) {
        return call.channel() != Channel.BUTTON;
    }

    /** Whether the call ran to a result (not refused, not denied). */
    static boolean ran(ToolCall call) {
        return call.state() == CallState.OUTPUT_AVAILABLE;
    }

    List<ToolCall> calls(String tool, Predicate<ToolCall> filter) {
        return calls.stream()
                .filter(call -> call.tool().equals(tool) && filter.test(call))
                .toList();
    }

    Optional<ToolCall> call(long id) {
        return calls.stream().filter(call -> call.id() == id).findFirst();
    }

    List<Gate> gates(String tool, Predicate<Gate> filter) {
        return gates.stream()
                .filter(gate -> gate.tool().equals(tool) && filter.test(gate))
                .toList();
    }

    /** The requests on the wire sent by the gate's call or by any call bound to the gate (e.g. retries). */
    List<WireEntry> wireOf(Gate gate) {
        return wire.stream()
                .filter(entry -> entry.isFor(gate.callId())
                        || calls.stream()
                                .anyMatch(call ->
                                        entry.isFor(call.id()) && call.gateId() != null && call.gateId() == gate.id()))
                .toList();
    }

    /** The channel of the call that armed the gate; button when the call is unknown, so it never counts as an agent's. */
    boolean armedByAgent(Gate gate) {
        return call(gate.callId()).map(SandboxRecords::byAgent).orElse(false);
    }
}
