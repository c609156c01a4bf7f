package org.consentlab.scoreboard.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import java.util.Optional;
import org.consentlab.base.ui.LeanButton;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.scoreboard.BoardExercise;

/**
 * An exercise's graded hints, revealed one at a time by the learner's press ({@code hint-reveal});
 * those already revealed ({@code hint-1}, …) stay, as the records hold them. With the event's key
 * and the exercise done, its flag ({@code exercise-flag}). It fires the reveal; what it shows it
 * reads back through {@link Reads}.
 */
class HintPanel extends Composite<Div> {

    /** The exercise, its revealed hints and its flag, and the one thing the panel does. */
    interface Reads {
        Optional<BoardExercise> exercise();

        List<String> revealed();

        /** The flag, when the event has a key and the exercise is done. */
        Optional<String> flag();

        Optional<String> revealNext();
    }

    private final Reads reads;
    private final Paragraph heading = new Paragraph(getTranslation("scoreboard.hints.heading"));
    private final OrderedList shown = new OrderedList();
    private final Button reveal = new LeanButton();
    private final Paragraph flag = new Paragraph();

    HintPanel(Reads reads) {
        this.reads = reads;
        Div root = getContent();
        root.addClassName("hint-panel");
        shown.addClassName("hints");
        heading.addClassName("hints-heading");
        reveal.setId("hint-reveal");
        reveal.addClickListener(click -> reads.revealNext().ifPresent(hint -> {
            refresh();
            LiveRegion.mention(this, getTranslation("scoreboard.hints.told", hint));
        }));
        flag.setId("exercise-flag");
        flag.addClassName("exercise-flag");
        root.add(heading, shown, reveal, flag);
        refresh();
    }

    void refresh() {
        Optional<BoardExercise> exercise = reads.exercise();
        List<String> revealed = reads.revealed();
        shown.removeAll();
        for (int k = 0; k < revealed.size(); k++) {
            ListItem item = new ListItem(revealed.get(k));
            item.setId("hint-" + (k + 1));
            shown.add(item);
        }
        heading.setVisible(!revealed.isEmpty());
        int total = exercise.map(e -> e.hints().size()).orElse(0);
        reveal.setVisible(revealed.size() < total);
        reveal.setText(exercise.map(
                        e -> getTranslation("scoreboard.hints.reveal-cost", revealed.size() + 1, total, e.hintCost()))
                .orElseGet(() -> getTranslation("scoreboard.hints.reveal", revealed.size() + 1, total)));
        Optional<String> shownFlag = reads.flag();
        flag.setText(
                shownFlag.map(value -> getTranslation("scoreboard.flag", value)).orElse(""));
        flag.setVisible(shownFlag.isPresent());
    }
}
