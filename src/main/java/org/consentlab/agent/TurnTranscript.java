package org.consentlab.agent;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.consentlab.agent.TranscriptEntry.Kind;
import org.consentlab.toolcall.ToolCall;

/**
 * A turn's transcript read from the records, so it survives a reload: each call in the order it was
 * sent, with its masked arguments and the result it got (naming the call it answers, so a reason the
 * person wrote is read beside the call it declined), and, once every call is final, the batch
 * agent's second turn as it reads those answers ({@link BatchReading}, from the same records).
 */
public final class TurnTranscript {

    /** The batch agent's caller name: only its turn has a second turn to read back. */
    static final String BATCH_CALLER = "simulated-agent:" + AgentScript.BATCH.label();

    private TurnTranscript() {}

    /** The lines of the turn of {@code calls} (any order; read in the order they were sent). */
    public static List<TranscriptEntry> of(List<ToolCall> calls) {
        List<ToolCall> sent = calls.stream()
                .sorted(Comparator.comparing(ToolCall::createdAt).thenComparingLong(ToolCall::id))
                .toList();
        List<TranscriptEntry> lines = new ArrayList<>();
        if (!sent.isEmpty()) {
            lines.add(new TranscriptEntry(
                    Kind.SAY,
                    null,
                    "Turn 1: " + sent.size() + (sent.size() == 1 ? " call" : " calls") + " sent at once by "
                            + sent.getFirst().caller() + "."));
        }
        for (ToolCall call : sent) {
            lines.add(new TranscriptEntry(Kind.CALL, call.id(), "calls " + named(call) + " with " + call.maskedArgs()));
            lines.add(new TranscriptEntry(
                    call.isError() ? Kind.ERROR : Kind.RESULT,
                    call.id(),
                    named(call) + ": "
                            + (call.state().isFinal()
                                    ? call.resultText() + "  [" + call.state().label() + "]"
                                    : "no answer yet  [" + call.state().label() + "]")));
        }
        secondTurn(sent).ifPresent(lines::addAll);
        return lines;
    }

    /** How a line names its call: the tool and the call's id, as the batch's rows do. */
    public static String named(ToolCall call) {
        return call.tool() + " · call #" + call.id();
    }

    /**
     * The batch agent's second turn: it begins only once every call of the first is final (AG-UI's
     * rule), and reads each answer from the call's final state and result text, in the order planned.
     */
    private static Optional<List<TranscriptEntry>> secondTurn(List<ToolCall> sent) {
        boolean batchAgent = !sent.isEmpty() && sent.stream().allMatch(call -> BATCH_CALLER.equals(call.caller()));
        List<String> planned =
                BatchTurn.TURN.stream().map(BatchTurn.Planned::tool).toList();
        if (!batchAgent
                || !sent.stream().map(ToolCall::tool).toList().equals(planned)
                || !sent.stream().allMatch(call -> call.state().isFinal())) {
            return Optional.empty();
        }
        List<TranscriptEntry> lines = new ArrayList<>();
        lines.add(new TranscriptEntry(Kind.SAY, null, "Turn 2. What happened to each call:"));
        for (int k = 0; k < sent.size(); k++) {
            lines.add(new TranscriptEntry(
                    Kind.SAY,
                    sent.get(k).id(),
                    BatchReading.read(BatchTurn.TURN.get(k), sent.get(k)).text()));
        }
        return Optional.of(lines);
    }
}
