package org.consentlab.consent;

import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.consentlab.consent.defence.Judgement;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.consent.ui.ApproveAllAsked;
import org.consentlab.consent.ui.DecisionAsked;
import org.consentlab.consent.ui.DecisionAsked.Kind;
import org.consentlab.consent.ui.EditChanged;
import org.consentlab.consent.ui.EditPreview;
import org.consentlab.consent.ui.ReleaseAsked;
import org.consentlab.sandbox.SandboxId;

/**
 * The kernel's side of a person's own decision card (Labs 4, 5, 6, 8, and Lab 7's Confirm): it hears
 * what the person asked for with a control ({@link DecisionAsked}), has the press judged ({@link
 * CardContext#pressed}; Lab 7's is judged in {@code consent.defence}), has {@link HumanDecisions}
 * mint the decision, and runs the confirm of the gated tool that armed the gate. The card only shows;
 * what its controls may do is decided here. An approver's card is {@link ApproverDecisions}.
 */
final class CardDecisions implements DecisionControl {

    private final CardContext context;

    CardDecisions(CardContext context) {
        this.context = context;
    }

    /** A control of the card was used: what it did, in words, goes to the page. Approve is an approver's. */
    void asked(DecisionAsked ask) {
        boolean offered = ask.kind() != Kind.CONFIRM_APPROVAL;
        context.pressed(ask.isFromClient() && offered, ask.trusted(), () -> ask.answered(true), () -> {
            Optional<HumanDecision> decision = decision(ask);
            String told = decision.map(yes -> run(ask, yes))
                    .orElseGet(() -> ask.kind() == Kind.CONFIRM_EDITED
                            ? "Not approved: " + ask.typed() + " Nothing was done."
                            : "Nothing was done.");
            ask.answered(decision.isEmpty());
            return told;
        });
    }

    /**
     * Lab 7's Confirm, once a judge of {@code consent.defence} weighed what reached it: the page is told
     * the judge's words, and where it accepted, the decision is minted and the tool confirms.
     */
    void judged(Judgement judgement) {
        Gate gate = judgement.gate();
        context.onDecided()
                .accept(
                        gate == null
                                ? judgement.said()
                                : judgement.said()
                                        + context.tool()
                                                .confirm(HumanDecisions.judged(
                                                        judgement, gate, context.viewer(), context.clock())));
    }

    /** The row's edit changed: the page is shown what the call would do as edited, from the records. */
    void edited(EditChanged change) {
        EditPreview preview = change.unreadable()
                .map(EditPreview::invalid)
                .orElseGet(() -> context.tool().consequenceFor(context.gate(), change.edited()));
        change.getSource().showPreview(preview);
    }

    /**
     * Approve all: one press, judged once, taken as each covered row's own yes on its own gate, never
     * past the person's limit. It covers the rows it listed; under the approve-all-hides failure mode,
     * every pending row.
     */
    static void approveAll(ApproveAllAsked ask, Map<DecisionBatch.Item, CardDecisions> rows, boolean hides) {
        CardContext any = rows.values().iterator().next().context;
        any.pressed(ask.isFromClient(), Optional.of(ask.trusted()), ask::again, () -> {
            // fixit:begin approve-all-hides
            return (hides
                            ? WrongDesigns.approveAllCoversEveryRow(rows.keySet()) // fixit:culprit approve-all-hides
                            : rows.keySet().stream()
                                    // fixit:fix-begin approve-all-hides
                                    .filter(item -> ask.listed().contains(item.callId()))
                                    // fixit:fix-end approve-all-hides
                                    .toList())
                    .stream()
                            .map(item -> item.tool() + " (call #" + item.callId() + "): "
                                    + rows.get(item).approveAsCovered(ask))
                            .collect(Collectors.joining(" · "));
            // fixit:end approve-all-hides
        });
    }

    /** Lab 5's release of the person's own held requests, about no one gate: how many; none if no person asked. */
    static java.util.OptionalInt release(ReleaseAsked ask, WireHold wire, SandboxId viewer, Clock clock) {
        return ask.isFromClient()
                ? java.util.OptionalInt.of(wire.confirmRelease(HumanDecisions.release(ask.click(), viewer, clock)))
                : java.util.OptionalInt.empty();
    }

    private String approveAsCovered(ApproveAllAsked ask) {
        HumanDecision decision = HumanDecisions.inPage(ask.press(), context.gate(), context.viewer(), context.clock());
        return context.tool().countsPersonsLimit()
                ? context.tool().confirmCovered(decision)
                : context.tool().confirm(decision);
    }

    /** The decision this ask stands for; empty where it stands for none (an edit the tool could not read). */
    private Optional<HumanDecision> decision(DecisionAsked ask) {
        Gate gate = context.gate();
        if (ask.kind() == Kind.CONFIRM_EDITED) {
            return ask.edited()
                    .map(edited ->
                            HumanDecisions.asEdited(ask.click(), gate, edited, context.viewer(), context.clock()));
        }
        HumanDecision inPage = HumanDecisions.inPage(ask.click(), gate, context.viewer(), context.clock());
        return Optional.of(
                ask.kind() == Kind.DECLINE && !ask.typed().isEmpty()
                        ? HumanDecisions.withReason(inPage, ask.typed())
                        : inPage);
    }

    private String run(DecisionAsked ask, HumanDecision decision) {
        GatedTool tool = context.tool();
        return switch (ask.kind()) {
            case CONFIRM -> tool.confirm(decision);
            case CONFIRM_FOR_SESSION -> tool.confirmForSession(decision);
            case CONFIRM_HANDOFF -> tool.confirmHandoff(decision, ask.typed());
            case CONFIRM_EDITED -> tool.confirmEdited(decision, ask.edited().orElseThrow());
            case DECLINE -> context.deciding().decisions().decline(decision);
            case CONFIRM_APPROVAL -> throw new IllegalStateException("Approve is an approver's control");
        };
    }
}
