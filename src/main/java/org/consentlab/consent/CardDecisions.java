package org.consentlab.consent;

import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.defence.Judgement;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.consent.ui.ApproveAllAsked;
import org.consentlab.consent.ui.ApproverDecisionCard;
import org.consentlab.consent.ui.DecisionAsked;
import org.consentlab.consent.ui.DecisionAsked.Kind;
import org.consentlab.consent.ui.EditChanged;
import org.consentlab.consent.ui.EditPreview;
import org.consentlab.consent.ui.ReleaseAsked;
import org.consentlab.sandbox.SandboxId;

/**
 * The kernel's side of one decision card: it hears what the person asked for with a control
 * ({@link DecisionAsked}), judges the click (a click the server made stands for nobody; Lab 4's
 * Confirm needs a person's press under the defence in force; Lab 7's is judged in {@code
 * consent.defence}), has {@link HumanDecisions} mint the decision, and runs the confirm of the gated
 * tool that armed the gate. The card only shows; what
 * its controls may do is decided here, for the kind of card it is ({@link Who}).
 */
final class CardDecisions implements DecisionControl {

    /** Said after what an untrusted click did: only the failure mode lets one through, and no person made it. */
    static final String UNTRUSTED_ACCEPTED = "No person confirmed this: the click was untrusted (a script's click(), "
            + "not a person's press), and Confirm accepted it only because the agent-presses-confirm failure mode is on.";

    /** Whose card it is: the person's own (Labs 4, 5, 6, 8) or an approver's. */
    enum Who {
        PERSON,
        APPROVER;

        boolean offers(Kind kind) {
            return this == APPROVER
                    ? kind == Kind.CONFIRM_APPROVAL || kind == Kind.DECLINE
                    : kind != Kind.CONFIRM_APPROVAL;
        }
    }

    /** What every card is decided with: the gate, the tool that armed it, whose page it is in, where the words go. */
    record Context(
            Gate gate,
            GatedTool tool,
            SandboxId viewer,
            DecidingParts deciding,
            Consumer<String> onDecided,
            Supplier<ConfirmDefence> lab4Defence) {

        Clock clock() {
            return deciding.clock();
        }
    }

    private final Context context;
    private final Who who;

    CardDecisions(Context context, Who who) {
        this.context = context;
        this.who = who;
    }

    /** A control of the card was used: what it did, in words, goes to the page. */
    void asked(DecisionAsked ask) {
        pressed(context, ask.isFromClient() && who.offers(ask.kind()), ask.trusted(), () -> ask.answered(true), () -> {
            Optional<HumanDecision> decision = decision(ask);
            String told = decision.map(yes -> run(ask, yes)).orElseGet(() -> noDecision(ask));
            ask.answered(decision.isEmpty());
            return told;
        });
    }

    /**
     * One press, judged before it decides anything: a click the server made stands for nobody, and
     * one that Lab 4's defence refuses does nothing ({@code again} lets the person press again);
     * otherwise {@code decide} runs, and the page is told what it did, and that no person made an
     * untrusted click that only the failure mode let count.
     */
    private static void pressed(
            Context context, boolean fromAPerson, Optional<Boolean> trusted, Runnable again, Supplier<String> decide) {
        if (!fromAPerson) {
            context.onDecided().accept(HumanDecisions.NOT_A_PERSON);
            return;
        }
        Optional<String> refused =
                trusted.flatMap(press -> refusal(context.lab4Defence().get(), press));
        if (refused.isPresent()) {
            again.run();
            context.onDecided().accept(refused.get());
            return;
        }
        String told = decide.get();
        context.onDecided().accept(trusted.orElse(true) ? told : told + " " + UNTRUSTED_ACCEPTED);
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

    /**
     * An approver's Approve once the approver's passkey was judged: the page is told the judge's
     * words, and where the signature verified, the approver's decision is minted with it and the
     * tool confirms the approval. Who approves is read again now, as for every approval.
     */
    void approvedWithPasskey(Judgement judgement, String rationale) {
        Gate gate = judgement.gate();
        Optional<String> told = gate == null
                ? Optional.of(judgement.said())
                : Optional.ofNullable(judgement.signed())
                        .flatMap(signed -> HumanDecisions.byApproverWithPasskey(
                                gate,
                                context.viewer(),
                                context.deciding().approver(),
                                rationale,
                                context.clock(),
                                signed))
                        .map(decision -> judgement.said() + context.tool().confirmApproval(decision));
        context.onDecided().accept(told.orElse("Only a signed-in approver can decide here; nothing was done."));
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
        Context any = rows.values().iterator().next().context;
        pressed(any, ask.isFromClient(), Optional.of(ask.trusted()), ask::again, () -> {
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

    /** Lab 5's release of the held requests of the person's own page: a decision about no one gate. */
    static String release(ReleaseAsked ask, WireHold wire, SandboxId viewer, Clock clock) {
        return ask.isFromClient()
                ? "Released " + wire.confirmRelease(HumanDecisions.release(ask.click(), viewer, clock))
                        + " held request(s)."
                : HumanDecisions.NOT_A_PERSON;
    }

    private String approveAsCovered(ApproveAllAsked ask) {
        HumanDecision decision = HumanDecisions.inPage(ask.press(), context.gate(), context.viewer(), context.clock());
        return context.tool().countsPersonsLimit()
                ? context.tool().confirmCovered(decision)
                : context.tool().confirm(decision);
    }

    /** Lab 4's defence on a press: refused (and why, in words), or empty when it may count. */
    private static Optional<String> refusal(ConfirmDefence defence, boolean trusted) {
        return defence.refusal(trusted, ConfirmDefence.HOLD_MILLIS, "", "")
                .map(why -> "REFUSED by " + defence.id() + ": " + why + ". Nothing was done.");
    }

    /** The decision this ask stands for; empty where it stands for none (no approver signed in, a rationale too long). */
    private Optional<HumanDecision> decision(DecisionAsked ask) {
        Gate gate = context.gate();
        if (who == Who.APPROVER) {
            String why = ask.typed();
            return why.length() > ApproverDecisionCard.MAX_RATIONALE
                    ? Optional.empty()
                    : HumanDecisions.byApprover(
                            ask.click(),
                            gate,
                            context.viewer(),
                            context.deciding().approver(),
                            why,
                            context.clock());
        }
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
            case CONFIRM_APPROVAL -> tool.confirmApproval(decision);
            case CONFIRM_EDITED -> tool.confirmEdited(decision, ask.edited().orElseThrow());
            case DECLINE -> context.deciding().decisions().decline(decision);
        };
    }

    /** What the page is told when an ask stands for no decision at all. */
    private String noDecision(DecisionAsked ask) {
        if (ask.kind() == Kind.CONFIRM_EDITED) {
            return "Not approved: " + ask.typed() + " Nothing was done.";
        }
        if (who == Who.APPROVER) {
            return ask.typed().length() > ApproverDecisionCard.MAX_RATIONALE
                    ? "The rationale is too long; nothing was done."
                    : "Only a signed-in approver can decide here; nothing was done.";
        }
        return "Nothing was done.";
    }
}
