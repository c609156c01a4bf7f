package org.consentlab.approval.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongConsumer;
import org.consentlab.approval.PendingApproval;
import org.consentlab.base.Timestamps;
import org.consentlab.consent.ui.ConsequenceText;
import org.consentlab.i18n.Texts;

/**
 * The approvals waiting, oldest first: each the learner's name, a button naming the tool and its
 * consequence, then the requester and when.
 */
class ApprovalQueue extends Composite<Div> {

    private final UnorderedList items = new UnorderedList();
    private final Paragraph empty = new Paragraph(getTranslation("approval.queue.empty"));
    private final LongConsumer onPick;
    private List<Object> shown;
    private final Map<Long, Span> ages = new HashMap<>();
    private final Map<Long, Button> picks = new HashMap<>();

    ApprovalQueue(LongConsumer onPick) {
        this.onPick = onPick;
        Div list = new Div(empty, items);
        list.setId("approvals-list");
        list.addClassName("approvals-list");
        empty.addClassName("muted");
        getContent().add(list);
    }

    /** Re-renders only when what is listed or picked changed, so focus and reading place survive other updates. */
    void show(List<PendingApproval> waiting, Long picked, Instant now) {
        List<Object> state =
                List.of(waiting.stream().map(PendingApproval::gateId).toList(), picked == null ? -1L : picked);
        if (state.equals(shown)) {
            waiting.forEach(approval -> ages.get(approval.gateId()).setText(who(approval, now)));
            return;
        }
        shown = state;
        ages.clear();
        picks.clear();
        items.removeAll();
        waiting.forEach(approval -> items.add(item(approval, picked != null && picked == approval.gateId(), now)));
        empty.setVisible(waiting.isEmpty());
    }

    /** The button of the listed approval {@code gateId}, if it is listed. */
    Optional<Button> pickOf(Long gateId) {
        return Optional.ofNullable(gateId == null ? null : picks.get(gateId));
    }

    private ListItem item(PendingApproval approval, boolean picked, Instant now) {
        Button pick = new Button(
                Texts.isolate(approval.gate().tool()) + " · " + ConsequenceText.quoted(approval.gate()),
                e -> onPick.accept(approval.gateId()));
        pick.setId("approval-item-" + approval.gateId());
        picks.put(approval.gateId(), pick);
        pick.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        Span learner = new Span(approval.learner());
        learner.setId("approval-learner-" + approval.gateId());
        learner.addClassName("approval-learner");
        Span who = new Span(who(approval, now));
        ages.put(approval.gateId(), who);
        who.addClassName("muted");
        ListItem item = new ListItem(learner, pick, who);
        item.addClassName("approval-item");
        if (picked) {
            item.addClassName("picked");
            pick.getElement().setAttribute("aria-current", "true");
        }
        return item;
    }

    private static String who(PendingApproval approval, Instant now) {
        return Texts.t(
                "approval.queue.who",
                approval.requester().text(),
                Timestamps.clock(approval.requestedAt()),
                age(approval.requestedAt(), now));
    }

    static String age(Instant since, Instant now) {
        Duration waited = Duration.between(since, now);
        return waited.toMinutes() < 1
                ? Texts.t("approval.queue.seconds", waited.toSeconds())
                : Texts.t("approval.queue.minutes", waited.toMinutes(), waited.toSecondsPart());
    }
}
