package org.consentlab.consent.tool;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.consent.EffectResult;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GatedTool;
import org.consentlab.i18n.Texts;
import org.consentlab.lifecycle.ActionTerms;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.LifecycleRun;
import org.consentlab.lifecycle.LifecycleRuns;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.PolicyLadder;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.toolcall.WireLog;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A gated tool as Lab 5 plays it: one of its actions, requested by the lab's scripted requester
 * and handled by the page under test. Each action is one subclass. The effect boundary is here:
 * a request is on the wire from the moment it reaches it; while the learner holds the wire it
 * waits there, and its change reaches the record only when a person releases it.
 */
abstract class LifecycleTool extends GatedTool {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final LifecycleAction action;
    private final LifecycleRuns runs;
    private final WireLog wire;
    private final JdbcClient jdbc;
    private final Clock clock;

    LifecycleTool(LifecycleToolParts parts, LifecycleAction action, ToolDeclaration declaration) {
        super(parts.decisions(), declaration);
        this.action = action;
        this.runs = parts.runs();
        this.wire = parts.wire();
        this.jdbc = parts.jdbc();
        this.clock = parts.clock();
    }

    final LifecycleAction action() {
        return action;
    }

    /** The system of record, for the change itself. */
    final JdbcClient jdbc() {
        return jdbc;
    }

    final Instant now() {
        return Instant.now(clock);
    }

    /**
     * What the action will do, named from the records, in English and as words of the bundles;
     * empty when the record it names does not exist.
     */
    abstract Optional<ConsequenceWords> consequence(SandboxId sandbox, JsonNode args);

    /** The effect request's method and path, e.g. {@code POST /api/payments}. */
    abstract String request(JsonNode args);

    /** The change itself, as the request reaches the system of record. */
    abstract Applied apply(SandboxId sandbox, long callId, JsonNode args);

    /** The rung in force under the launch policy: the stricter of the declared and the policy's, never the looser. */
    final RequiredDecision launchRung() {
        return PolicyLadder.tighten(declaration().requiredDecision(), action().launchPolicy());
    }

    /** The rung these validated arguments need under the launch policy; a tool may choose it from them. */
    RequiredDecision required(SandboxId sandbox, JsonNode args) {
        return launchRung();
    }

    /** The rule by which the arguments raise the rung, in words; empty where they cannot. */
    Optional<String> argumentRule() {
        return Optional.empty();
    }

    /** The rung the arguments can raise it to; empty where they cannot. */
    Optional<RequiredDecision> raisedByArguments() {
        return Optional.empty();
    }

    /** The reversibility class the lab grades by: the launch policy's where it is stricter. */
    final Reversibility reversibility() {
        return action().launchPolicy() == RequiredDecision.APPROVAL_OUTSIDE_RUN
                ? Reversibility.IRREVERSIBLE_UNBOUNDED
                : declaration().risk().reversibility();
    }

    final ActionTerms terms() {
        // Worded when the page reads the terms, so in the reader's language.
        String tool = Texts.isolate(action().tool());
        String rung = launchRung() == declaration().requiredDecision()
                ? Texts.t("lifecycle.why.keeps", tool)
                : Texts.t(
                        "lifecycle.why.tightened",
                        tool,
                        Texts.t("lab.reversibility."
                                + declaration().risk().reversibility().label()));
        return new ActionTerms(
                action().tool(),
                declaration().requiredDecision(),
                launchRung(),
                reversibility(),
                argumentRule().orElse(rung),
                raisedByArguments());
    }

    /** Lab 5's runs arm the same tools as Lab 4's and Lab 8's, each under its own name. */
    @Override
    protected String armsAs() {
        return "lab5:" + declaration().name();
    }

    /** A run is decided in Lab 5's own dialog, under the page's behaviour. */
    @Override
    protected boolean decidedInABatch() {
        return false;
    }

    /** The declared risk with the class the lab grades by: what an approver is shown. */
    @Override
    protected RiskDeclaration risk(Gate gate) {
        RiskDeclaration declared = declaration().risk();
        return RiskDeclaration.of(declared.kind(), reversibility(), declared.confirm());
    }

    /** After every decision, the request leaves, unless a wrong design already sent it when the dialog opened. */
    @Override
    protected EffectResult effect(Gate gate) {
        LifecycleRun run = runs.find(gate.callId()).orElseThrow();
        boolean alreadySent = wire.entries(gate.sandbox()).stream().anyMatch(entry -> entry.isFor(run.callId()));
        return alreadySent
                ? EffectResult.done("The request had already left when the dialog opened; nothing more was sent.")
                : send(run);
    }

    /** The request reaches the effect boundary now: held there, or straight through to the record. */
    EffectResult send(LifecycleRun run) {
        JsonNode args = args(run);
        String[] request = request(args).split(" ", 2);
        if (runs.holding(run.sandbox())) {
            wire.hold(run.sandbox(), run.callId(), request[0], request[1]);
            return EffectResult.held("HELD: %s left and waits at the effect boundary; nothing has changed yet."
                    .formatted(request(args)));
        }
        wire.record(run.sandbox(), run.callId(), request[0], request[1]);
        return EffectResult.done(apply(run.sandbox(), run.callId(), args).text());
    }

    /** A held request, released by a person: its change reaches the record now. */
    String deliver(LifecycleRun run) {
        return apply(run.sandbox(), run.callId(), args(run)).text();
    }

    static JsonNode args(LifecycleRun run) {
        return JSON.readTree(run.args());
    }

    static String text(JsonNode args, String field) {
        JsonNode value = args.get(field);
        return value == null ? "" : value.asString();
    }

    static LifecycleTool of(List<LifecycleTool> tools, LifecycleAction action) {
        return tools.stream()
                .filter(tool -> tool.action() == action)
                .findFirst()
                .orElseThrow();
    }
}
