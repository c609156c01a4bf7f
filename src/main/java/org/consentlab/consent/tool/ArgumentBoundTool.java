package org.consentlab.consent.tool;

import java.util.Optional;
import org.consentlab.consent.EffectResult;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GatedTool;
import org.consentlab.consent.HumanDecision;
import org.consentlab.consent.WrongDesigns;
import org.consentlab.consent.Yes;
import org.consentlab.consent.store.Fingerprint;
import org.consentlab.consent.store.GateSpec;
import org.consentlab.consent.ui.EditPreview;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.ModesInForce;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.CanonicalArgs;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.InvalidToolCall;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A gated tool that agents reach from the registry and whose effect runs with its call's
 * arguments: as asked, or as the person edited them before approving (Lab 8's refund_order and
 * send_payment). Every decision on it is bound to what the person was shown, a {@link Fingerprint};
 * the effect runs only when the arguments it runs with give the same one. The change itself is the
 * Lab 5 tool's ({@link LifecycleTool#apply}), so its SQL exists once. One gate per call, with the
 * subject {@link #SUBJECT_PREFIX}{@code <callId>}, apart from Lab 5's runs of the same tools.
 */
public abstract class ArgumentBoundTool extends GatedTool {

    static final String SUBJECT_PREFIX = "call-";
    public static final String CHANGED = "REFUSED: the call's arguments are not the ones shown when this decision was "
            + "made; nothing was done. Look at the call again.";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final BoundToolParts parts;
    private final LifecycleTool change;

    ArgumentBoundTool(BoundToolParts parts, ToolDeclaration declaration, LifecycleTool change) {
        super(parts.decisions(), declaration);
        this.parts = parts;
        this.change = change;
    }

    /** The rung these validated arguments need under this tool's rule. */
    abstract RequiredDecision required(SandboxId sandbox, JsonNode args);

    /** Why these validated arguments cannot run against the records as they are; empty when they can. */
    abstract Optional<String> unrunnable(SandboxId sandbox, JsonNode args);

    /** What the agent is told after the person's edit ran: what ran, instead of what was asked. */
    abstract String editedResult(JsonNode asked, JsonNode ran, String applied);

    /** The person's own limit this tool's amounts add up under. */
    abstract PersonsLimit limit();

    /** The person's yes on the row: past their limit, it is recorded as consent and an approver must open the gate. */
    @Override
    protected String confirm(HumanDecision decision) {
        return decisions()
                .decide(decision, Yes.consenting(this::effect, this::unbound).withinLimit(this::beyondLimit, true));
    }

    @Override
    protected boolean countsPersonsLimit() {
        return true;
    }

    /** Approve all's yes on one row it lists: past the person's limit, the row is neither approved nor consented to. */
    @Override
    protected String confirmCovered(HumanDecision decision) {
        return decisions()
                .decide(decision, Yes.consenting(this::effect, this::unbound).withinLimit(this::beyondLimit, false));
    }

    /** Why the person alone may not open this gate now; checked in the decision's step, under the sandbox lock. */
    private Optional<ConsequenceWords> beyondLimit(Gate gate, ModesInForce modes) {
        if (modes.isOn(FailureMode.APPROVAL_NOT_BOUND)) {
            return WrongDesigns.limitNotCheckedAgainAtTheDecision();
        }
        return gate.requiredDecision() == RequiredDecision.APPROVAL_OUTSIDE_RUN
                ? Optional.empty()
                : limit().beyond(gate.sandbox(), JSON.readTree(gate.argsToRun()));
    }

    /** The effect request as the wire shows it, naming what ran. */
    String effectRequest(JsonNode args) {
        return change.request(args);
    }

    /** The registry's handler: arms this call's own gate and answers PENDING. Nothing runs here. */
    ToolResponse requestDecision(ToolInvocation call) {
        Optional<String> problem = unrunnable(call.sandbox(), call.args());
        if (problem.isPresent()) {
            return ToolResponse.error(problem.get() + " Nothing was changed.");
        }
        RequiredDecision required = required(call.sandbox(), call.args());
        String pending = required == RequiredDecision.APPROVAL_OUTSIDE_RUN
                ? "PENDING. The person must agree in the page, then an approver outside the run must approve. "
                        + "Nothing was done yet."
                : "PENDING. The person must agree in the page. Nothing was done yet.";
        ConsequenceWords consequence =
                change.consequence(call.sandbox(), call.args()).orElseThrow();
        return parts.gates()
                .arm(
                        this,
                        call,
                        new GateSpec(
                                required,
                                SUBJECT_PREFIX + call.callId(),
                                consequence.english(),
                                pending,
                                null,
                                null,
                                consequence));
    }

    /** Lab 5's runs of the same tools arm under their own name. */
    @Override
    protected String armsAs() {
        return "bound:" + declaration().name();
    }

    @Override
    protected EditPreview consequenceFor(Gate gate, JsonNode args) {
        JsonNode valid;
        try {
            valid = parts.validator().validate(declaration(), JSON.writeValueAsString(args));
        } catch (InvalidToolCall e) {
            return EditPreview.invalid(e.getMessage());
        }
        Optional<String> problem = EditPreview.fixedFieldChanged(
                        JSON.readTree(gate.argsJson()), valid, editableFields(gate))
                .or(() -> unrunnable(gate.sandbox(), valid));
        return problem.map(EditPreview::invalid)
                .orElseGet(() -> EditPreview.of(
                        change.consequence(gate.sandbox(), valid).orElseThrow(),
                        gate.requiredDecision().atLeast(required(gate.sandbox(), valid))));
    }

    /**
     * The edited call goes through the schema and the ladder again: a raised rung is written to the
     * gate with the edit, so the person's yes is recorded as consent and an approver must open it.
     * An edit can raise the rung, never lower it below the one the asked call was armed with.
     */
    @Override
    protected String confirmEdited(HumanDecision decision, JsonNode editedArgs) {
        Optional<Gate> found = parts.gates().find(decision.gateId());
        if (found.isEmpty() || decision.byApprover() || !found.get().sandbox().equals(decision.sandbox())) {
            return "Only the person whose call it is edits it, in their own page; nothing was done.";
        }
        Gate gate = found.get();
        EditPreview preview = consequenceFor(gate, editedArgs);
        if (!preview.valid()) {
            return "Not approved: " + preview.text() + " Nothing was done.";
        }
        if (decision.shown() == null || !decision.shown().equals(Fingerprint.of(gate, editedArgs))) {
            return CHANGED; // the decision was made on other arguments than these: nothing is edited
        }
        String edited = parts.validator()
                .validate(declaration(), JSON.writeValueAsString(editedArgs))
                .toString();
        return parts.units().run(gate.sandbox(), () -> {
            // Too late is a timeout, not an edit: the decision below expires the gate as it was asked.
            boolean overdue = !decision.at().isBefore(gate.expiresAt());
            if (!overdue
                    && !CanonicalArgs.of(edited).equals(CanonicalArgs.of(gate.argsToRun()))
                    && !parts.gateRows().edit(gate.id(), edited, preview.text(), preview.words(), preview.required())) {
                return "This call can no longer be edited: it was decided, or your consent is already recorded. "
                        + "Nothing more was done.";
            }
            return decisions()
                    .decide(
                            decision,
                            Yes.consenting(this::effect, this::unbound).withinLimit(this::beyondLimit, true));
        });
    }

    /** Whether the decision holds for the gate's arguments now: the ones shown, and the ones consented to. */
    @Override
    protected Optional<String> unbound(Gate gate, HumanDecision decision, ModesInForce modes) {
        if (modes.isOn(FailureMode.APPROVAL_NOT_BOUND)) {
            return WrongDesigns.decisionNotBoundToArguments();
        }
        String now = Fingerprint.shown(gate).hex();
        boolean shown = decision.shown() != null && decision.shown().hex().equals(now);
        boolean consented =
                gate.consentFingerprint() == null || gate.consentFingerprint().equals(now);
        return shown && consented ? Optional.empty() : Optional.of(CHANGED);
    }

    /**
     * The effect, with exactly the arguments decided. The wire records effects that happened: its
     * entry is written only once the conditional change succeeded, in the same transaction, so a
     * refund refused for want of money still paid leaves its result line and no wire entry.
     */
    @Override
    protected EffectResult effect(Gate gate) {
        JsonNode ran = JSON.readTree(gate.argsToRun());
        Applied applied = change.apply(gate.sandbox(), gate.callId(), ran);
        if (applied.changed()) {
            String[] request = effectRequest(ran).split(" ", 2);
            parts.wire().record(gate.sandbox(), gate.callId(), request[0], request[1]);
        }
        return EffectResult.done(
                gate.edited() ? editedResult(JSON.readTree(gate.argsJson()), ran, applied.text()) : applied.text());
    }
}
