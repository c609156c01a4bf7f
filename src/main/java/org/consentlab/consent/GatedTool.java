package org.consentlab.consent;

import java.util.List;
import java.util.Optional;
import org.consentlab.consent.ui.EditField;
import org.consentlab.consent.ui.EditPreview;
import org.consentlab.instructor.ModesInForce;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.ToolDeclaration;
import tools.jackson.databind.JsonNode;

/**
 * One gated tool, whole: its declaration, how a request becomes a gate (its public
 * {@code request*} method, the only part any path reaches), and its effect once every required
 * decision is made. Every gated tool is one subclass in {@code consent.tool}, found by {@link
 * GatedTools}; the decision controls dispatch to it by lookup, so adding a gated tool touches its
 * own file only. Public so the tools can extend it; every hook is protected, reached by the
 * kernel's human decision controls and by the tool itself, and by no other package.
 */
public abstract class GatedTool {

    private final GateDecisions decisions;
    private final ToolDeclaration declaration;

    protected GatedTool(GateDecisions decisions, ToolDeclaration declaration) {
        this.decisions = decisions;
        this.declaration = declaration;
    }

    public final ToolDeclaration declaration() {
        return declaration;
    }

    /** The effect, run once, in the transaction that opened the gate; it writes the wire as it reaches the record. */
    protected abstract EffectResult effect(Gate gate);

    /**
     * The effect, in a step whose failure modes in force are {@code modes}: a tool whose effect a
     * failure mode bends asks them here rather than reading them again.
     */
    protected EffectResult effect(Gate gate, ModesInForce modes) {
        return effect(gate);
    }

    /**
     * The name this tool arms its gates under, recorded on each ({@link Gate#armedBy}): its tool's
     * name; a tool that shares that name with another arms under a name of its own.
     */
    protected String armsAs() {
        return declaration().name();
    }

    /** Whether this tool armed the gate, as the gate records it. */
    public final boolean armed(Gate gate) {
        return gate.armedBy().equals(armsAs());
    }

    /** Whether Lab 8's turn lists this tool's gates to decide in a batch; a lab whose own control decides them says no. */
    protected boolean decidedInABatch() {
        return true;
    }

    /** The risk an approver is shown. */
    protected RiskDeclaration risk(Gate gate) {
        return declaration().risk();
    }

    /**
     * The person's yes in their page: where an approver outside the run must also decide, it is
     * recorded and the gate waits; otherwise it opens the gate and the effect runs.
     */
    protected String confirm(HumanDecision decision) {
        return decisions.decide(decision, Yes.consenting(this::effect, this::unbound));
    }

    /** Whether the person's own limit counts for this tool's calls: then Approve all's yes is {@link #confirmCovered}. */
    protected boolean countsPersonsLimit() {
        return false;
    }

    /** Approve all's yes for one row of a batch, never past the person's limit; only a tool that counts one has it. */
    protected String confirmCovered(HumanDecision decision) {
        return "No limit counts for " + declaration().name() + "; nothing was done.";
    }

    /** An approver's yes, after the person's: opens the gate, and the effect runs. */
    protected String confirmApproval(HumanDecision decision) {
        return decisions.decide(decision, Yes.opening(this::effect, this::unbound));
    }

    /**
     * Why a decision does not hold for the gate's arguments as they are now; empty when it does. A
     * tool whose effect takes no arguments from its gate has nothing to check.
     */
    protected Optional<String> unbound(Gate gate, HumanDecision decision, ModesInForce modes) {
        return Optional.empty();
    }

    /** A yes that also covers the rest of the session; only a tool whose policy permits it offers one. */
    protected String confirmForSession(HumanDecision decision) {
        return "No session-wide allow exists for " + declaration().name() + "; nothing was done.";
    }

    /** The person's own submit of a handoff; only a handoff tool has one. */
    protected String confirmHandoff(HumanDecision decision, String typedCode) {
        return "No handoff exists for " + declaration().name() + "; nothing was done.";
    }

    /** The argument fields a person may edit before approving this gate; empty: it is decided as asked. */
    protected List<String> editableFields(Gate gate) {
        return List.of();
    }

    /** The person's words for one of {@link #editableFields}: its label and what it accepts. */
    protected EditField editField(String argument) {
        return EditField.named(argument);
    }

    /**
     * What these arguments, as a person edited them, would do: the consequence written from the
     * records and the rung they need; or, for arguments that cannot run, a clear message why.
     */
    protected EditPreview consequenceFor(Gate gate, JsonNode args) {
        return EditPreview.invalid("The arguments of " + declaration().name() + " cannot be edited.");
    }

    /** The person's yes to the call as they edited it; only a tool with {@link #editableFields} offers one. */
    protected String confirmEdited(HumanDecision decision, JsonNode editedArgs) {
        return "The arguments of " + declaration().name() + " cannot be edited; nothing was done.";
    }

    protected final GateDecisions decisions() {
        return decisions;
    }
}
