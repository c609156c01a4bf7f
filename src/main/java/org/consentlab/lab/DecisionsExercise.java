package org.consentlab.lab;

import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.SandboxId;

/**
 * Lab 8: decisions beyond yes and no, each checked from the records. A batch answered item by item
 * (a yes and a no in one turn, which Approve all cannot give); a refund edited down and approved,
 * the wire holding the edited amount; a no with a reason that reached the agent's result; and the
 * approval-not-bound demo, whose twins' wires differ.
 */
class DecisionsExercise extends LabExercise {

    static final String DEMO = "approval-not-bound";

    /** The requests on each twin's wire, per demo run of a mode, for the visitor's sandbox. */
    record TwinWires(List<String> wrong, List<String> correct) {

        boolean differ() {
            return !wrong.equals(correct);
        }
    }

    /** Lab 8's page: its hints and its reason step read only the calls sent from it, never another lab's. */
    static final String ROUTE = "/labs/decisions";

    /** How many of the newest gated agent calls are looked at for a batch: the exercise is about recent turns. */
    private static final int RECENT = 30;

    private final Function<SandboxId, List<TwinWires>> demoRuns;
    private final EditedRefunds edited;
    private final BiFunction<SandboxId, Long, Optional<DecisionBatch>> turnOf;

    /** {@code turnOf} finds the batch a gated call belongs to, as the page showed it ({@code DecisionBatches#ofCall}). */
    DecisionsExercise(
            Function<SandboxId, List<TwinWires>> demoRuns,
            EditedRefunds edited,
            BiFunction<SandboxId, Long, Optional<DecisionBatch>> turnOf) {
        super(8, () -> Texts.t("lab.exercise.8.goal"), CallsRead.GATED_ONLY);
        this.demoRuns = demoRuns;
        this.edited = edited;
        this.turnOf = turnOf;
    }

    @Override
    ExerciseProgress check(SandboxRecords records) {
        List<DecisionBatch> batches = batches(records);
        boolean itemByItem = batches.stream().anyMatch(DecisionsExercise::answeredOneByOne);
        boolean editedDown = edited.editedDownAndRan(records);
        List<Gate> declines = declinesOfThisLab(records);
        Optional<Gate> withReason =
                declines.stream().filter(DecisionsExercise::hasReason).reduce((a, b) -> b);
        boolean reasonRead = withReason
                .flatMap(gate -> records.call(gate.callId()))
                .filter(call -> call.resultText() != null
                        && call.resultText().contains(withReason.get().rationale()))
                .isPresent();
        List<TwinWires> runs = demoRuns.apply(records.sandbox());
        boolean demoDiffers = runs.stream().anyMatch(TwinWires::differ);
        ExerciseProgress progress = progress(
                new ExerciseProgress.Step(Texts.t("lab.exercise.8.batch"), itemByItem),
                new ExerciseProgress.Step(Texts.t("lab.exercise.8.edit"), editedDown),
                new ExerciseProgress.Step(Texts.t("lab.exercise.8.reason"), reasonRead),
                new ExerciseProgress.Step(Texts.t("lab.exercise.8.demo", Texts.isolate(DEMO)), demoDiffers));
        // The reason hint holds only while it is true: no reason has reached the agent yet, and the newest no had none.
        boolean reasonMissing = !reasonRead && !declines.isEmpty() && !hasReason(declines.getLast());
        return progress.withHint(hint(batches, itemByItem, reasonMissing, runs).orElse(null));
    }

    /** The turns of the newest gated agent calls with two or more gated calls, as the page showed them. */
    private List<DecisionBatch> batches(SandboxRecords records) {
        Map<String, DecisionBatch> byTurn = new LinkedHashMap<>();
        Set<Long> seen = new HashSet<>();
        // A call of a turn already found needs no look-up of its own: one read per turn, not per call.
        records.calls().reversed().stream()
                .filter(call -> call.gateId() != null && SandboxRecords.byAgent(call))
                .limit(RECENT)
                .filter(call -> !seen.contains(call.id()))
                .forEach(call -> turnOf.apply(records.sandbox(), call.id()).ifPresent(batch -> {
                    seen.addAll(batch.callIds());
                    if (batch.items().size() >= 2) {
                        byTurn.putIfAbsent(batch.agentSession() + batch.startedAt(), batch);
                    }
                }));
        return List.copyOf(byTurn.values());
    }

    /** Every gated call of the turn decided by a person, with at least one yes and one no. */
    private static boolean answeredOneByOne(DecisionBatch batch) {
        List<DecisionBatch.State> states =
                batch.items().stream().map(DecisionBatch.Item::state).toList();
        return states.stream()
                        .allMatch(
                                state -> state == DecisionBatch.State.APPROVED || state == DecisionBatch.State.DECLINED)
                && states.contains(DecisionBatch.State.APPROVED)
                && states.contains(DecisionBatch.State.DECLINED);
    }

    /**
     * The person's noes on calls sent from this lab's page, oldest decided first: a decline in Lab 4
     * or Lab 6 is not this lab's.
     */
    private static List<Gate> declinesOfThisLab(SandboxRecords records) {
        return records.gates().stream()
                .filter(gate -> gate.status() == GateStatus.DECLINED
                        && records.call(gate.callId())
                                .filter(call -> SandboxRecords.byAgent(call) && ROUTE.equals(call.route()))
                                .isPresent())
                .sorted(Comparator.comparing(Gate::decidedAt, Comparator.nullsFirst(Comparator.naturalOrder()))
                        .thenComparing(Gate::id))
                .toList();
    }

    private static boolean hasReason(Gate gate) {
        return gate.rationale() != null && !gate.rationale().isBlank();
    }

    private static Optional<String> hint(
            List<DecisionBatch> batches, boolean itemByItem, boolean reasonMissing, List<TwinWires> runs) {
        if (!itemByItem
                && batches.stream()
                        .anyMatch(batch -> batch.items().stream()
                                .allMatch(item -> item.state() == DecisionBatch.State.APPROVED))) {
            return Optional.of(Texts.t("lab.exercise.8.hint.all-approved"));
        }
        if (reasonMissing) {
            return Optional.of(Texts.t("lab.exercise.8.hint.no-reason"));
        }
        if (!runs.isEmpty() && runs.stream().noneMatch(TwinWires::differ)) {
            return Optional.of(Texts.t("lab.exercise.8.hint.same-wire"));
        }
        return Optional.empty();
    }
}
