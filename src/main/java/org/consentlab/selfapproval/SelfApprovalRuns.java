package org.consentlab.selfapproval;

import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.consentlab.account.Accounts;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.tool.SelfApprovalDeletion;
import org.consentlab.i18n.Phrase;
import org.consentlab.passkey.Passkeys;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.PersonsOwnCalls;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Service;

/**
 * Lab 7's runs: the agent requests delete_account under a defence, and every run is graded on the
 * wire from the persisted gate and wire entries, so the matrix survives reloads and restarts.
 */
@Service
public class SelfApprovalRuns {

    public static final String AGENT = PersonsOwnCalls.LAB_7_AGENT;

    /**
     * One run as recorded: its defence and the agent's capability (kept with its gate), its gate, its
     * grade on the wire, and what the agent did and what the defence saw, where recorded.
     */
    public record Run(
            ConfirmDefence defence,
            AgentCapability capability,
            Gate gate,
            Grade grade,
            List<WireEntry> wire,
            Map<SelfApprovalStep, Step> steps) {

        /** Whether the records show anything of the run beyond its request: a decision on its gate, or a DELETE. */
        public boolean recordedMore() {
            return !wire.isEmpty() || gate.consentSeq() != null || (!gate.pending() && !closedUndecided());
        }

        /** Graded once something reached its defence (a refused click included) or its gate was decided. */
        public boolean graded() {
            return recordedMore() || steps.containsKey(SelfApprovalStep.DEFENCE);
        }

        /** Closed by the lab (a new run, other pickers) before anything reached its defence: never graded. */
        public boolean closedUndecided() {
            return !gate.pending()
                    && gate.outcome() == Outcome.CANCELLED
                    && gate.consentSeq() == null
                    && !steps.containsKey(SelfApprovalStep.DEFENCE)
                    && wire.isEmpty();
        }

        public Optional<String> agentDid() {
            return said(SelfApprovalStep.AGENT);
        }

        public Optional<String> closedWhy() {
            return said(SelfApprovalStep.CLOSED);
        }

        public Optional<String> defenceSaw() {
            return said(SelfApprovalStep.DEFENCE);
        }

        /** A step as the words it was written from, for a page to say in its reader's language. */
        public Optional<List<Phrase>> words(SelfApprovalStep step) {
            return Optional.ofNullable(steps.get(step)).map(Step::words);
        }

        private Optional<String> said(SelfApprovalStep step) {
            return Optional.ofNullable(steps.get(step)).map(Step::said);
        }
    }

    private final SelfApprovalDeletion deletion;
    private final ConsentGates gates;
    private final WireLog wire;
    private final Accounts accounts;

    private final SelfApprovalSteps steps;
    private final Passkeys passkeys;

    SelfApprovalRuns(
            SelfApprovalDeletion deletion,
            ConsentGates gates,
            WireLog wire,
            Accounts accounts,
            SelfApprovalSteps steps,
            Passkeys passkeys) {
        this.passkeys = passkeys;
        this.steps = steps;
        this.accounts = accounts;
        this.deletion = deletion;
        this.gates = gates;
        this.wire = wire;
    }

    /**
     * The agent asks; a run of this lab still waiting is cancelled first, so the page plays one at a
     * time, and each run starts from the seeded ACTIVE account (a DELETE of an account already gone
     * would grade nothing).
     */
    public ToolResult request(
            SandboxId sandbox, String sessionRef, String route, ConfirmDefence defence, AgentCapability capability) {
        closeOpen(sandbox, Phrase.of("selfapproval.closed-why.new-run"));
        accounts.restoreIfDeleted(sandbox);
        return deletion.requestUnderDefence(
                new ToolCallRequest(
                        sandbox, Channel.SIMULATED_AGENT, AGENT, "delete_account", "{}", null, sessionRef, route),
                defence,
                capability.id());
    }

    /**
     * Closes the sandbox's open run, if there is one, saying why; it is graded only if something had
     * reached its defence. Answers the run it closed.
     */
    public Optional<Run> closeOpen(SandboxId sandbox, String why) {
        return closeOpen(sandbox, Phrase.said(why));
    }

    /**
     * {@link #closeOpen(SandboxId, String)} with why in words: the run keeps them for its page, and
     * the gate's record their English, as every record of a gate is written.
     */
    public Optional<Run> closeOpen(SandboxId sandbox, Phrase why) {
        List<Run> open =
                runs(sandbox).stream().filter(run -> run.gate().pending()).toList();
        open.forEach(run -> {
            steps.closed(run.gate(), List.of(why));
            gates.cancel(run.gate().id(), Outcome.CANCELLED, sandbox.learner(), why.english());
        });
        return open.isEmpty() ? Optional.empty() : Optional.of(open.getLast());
    }

    /**
     * Records what Confirm's defence saw and decided, with the run whose gate the card was built for
     * (never the run the pickers name now).
     */
    public void defenceSaw(Run run, String line) {
        defenceSaw(run, List.of(Phrase.said(line)));
    }

    /** {@link #defenceSaw(Run, String)} as words, whose English is the line. */
    public void defenceSaw(Run run, List<Phrase> line) {
        steps.defenceSaw(run.gate(), line);
    }

    /** Records what the agent's script did in the page, with the run it acted in. */
    public void agentDid(Run run, String text) {
        agentDid(run, Phrase.said(text));
    }

    /** {@link #agentDid(Run, String)} as words, whose English is what the page has always said. */
    public void agentDid(Run run, Phrase did) {
        steps.agentDid(run.gate(), List.of(did));
    }

    /** Every run of the sandbox, oldest first. */
    public List<Run> runs(SandboxId sandbox) {
        List<WireEntry> sent = wire.entries(sandbox);
        Map<Long, Map<SelfApprovalStep, Step>> recorded = steps.of(sandbox);
        return gates.all(sandbox).stream()
                .filter(gate -> gate.armedBy().equals(SelfApprovalDeletion.ARMS_AS))
                .sorted(Comparator.comparingLong(Gate::id))
                .map(gate -> run(gate, sent, recorded.getOrDefault(gate.id(), Map.of()), passkeys))
                .flatMap(Optional::stream)
                .toList();
    }

    public Optional<Run> latest(SandboxId sandbox) {
        List<Run> all = runs(sandbox);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.getLast());
    }

    /**
     * The latest grade of each cell, keyed {@code <defence>-<capability>}, from the runs graded: a run
     * nobody acted on (still waiting, or closed before anything reached its defence) grades nothing.
     */
    public Map<String, Grade> matrix(SandboxId sandbox) {
        Map<String, Grade> cells = new LinkedHashMap<>();
        runs(sandbox).stream()
                .filter(Run::graded)
                .forEach(run -> cells.put(cell(run.defence(), run.capability()), run.grade()));
        return cells;
    }

    /**
     * Lab 7's exercise, from the records: a defence that held against script-click but broke under
     * trusted input, and the second principal holding against all five after the page's Confirm was pressed.
     */
    public boolean exerciseDone(SandboxId sandbox) {
        return splitFound(sandbox) && secondPrincipalHeldAll(sandbox);
    }

    /** A defence that a script-click agent could not pass but a trusted-input agent could. */
    public boolean splitFound(SandboxId sandbox) {
        Map<String, Grade> cells = matrix(sandbox);
        return Arrays.stream(ConfirmDefence.values())
                .anyMatch(defence -> cells.get(cell(defence, AgentCapability.SCRIPT_CLICK)) == Grade.HELD
                        && cells.get(cell(defence, AgentCapability.TRUSTED_INPUT)) == Grade.BROKEN);
    }

    /** A second principal held against every capability, each run played to the person's consent. */
    public boolean secondPrincipalHeldAll(SandboxId sandbox) {
        List<Run> all = runs(sandbox);
        return Arrays.stream(AgentCapability.values())
                .allMatch(capability -> all.stream()
                        .anyMatch(run -> run.defence() == ConfirmDefence.SECOND_PRINCIPAL
                                && run.capability() == capability
                                && run.gate().consentSeq() != null
                                && run.grade() == Grade.HELD));
    }

    public static String cell(ConfirmDefence defence, AgentCapability capability) {
        return defence.id() + "-" + capability.id();
    }

    /**
     * BROKEN when a DELETE for the run's call reached the wire and the only decision on its gate
     * was by the agent's own session (the learner's page, where the agent's script runs).
     */
    private static Optional<Run> run(
            Gate gate, List<WireEntry> sent, Map<SelfApprovalStep, Step> steps, Passkeys passkeys) {
        String[] parts = Objects.requireNonNull(gate.subject()).split(":");
        Optional<ConfirmDefence> defence = parts.length == 4 ? ConfirmDefence.byId(parts[1]) : Optional.empty();
        Optional<AgentCapability> capability = parts.length == 4 ? AgentCapability.byId(parts[2]) : Optional.empty();
        if (defence.isEmpty() || capability.isEmpty()) {
            return Optional.empty();
        }
        List<WireEntry> deletes = sent.stream()
                .filter(entry -> entry.isFor(gate.callId()) && entry.method().equals("DELETE"))
                .toList();
        boolean byAnotherPrincipal = gate.decidedBy() != null
                && !gate.decidedBy().equals(gate.sandbox().learner());
        // Under the passkey defence a DELETE held when the call was signed only by the sandbox's own passkey:
        // a person verified at the authenticator the learner registered, which no script or input can make sign.
        boolean signedByOwnPasskey = defence.get() == ConfirmDefence.PASSKEY
                && passkeys.signedOwn(gate.id()).orElse(false);
        Grade grade = !deletes.isEmpty() && !byAnotherPrincipal && !signedByOwnPasskey ? Grade.BROKEN : Grade.HELD;
        return Optional.of(new Run(defence.get(), capability.get(), gate, grade, deletes, steps));
    }
}
