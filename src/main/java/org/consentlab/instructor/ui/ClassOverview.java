package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.SandboxId;

/**
 * The class at a glance, one row per learner: each lab's exercise, the hints they revealed, the lab they are on, gates
 * waiting, time since they last did anything; a head row counts who finished each lab. A learner
 * on one lab longer than {@code stuckAfter} with its exercise open is marked in words, not only
 * in colour. Rows are read through {@code read} one learner at a time, and only for learners whose
 * sandbox changed: the rest are drawn from what was read before.
 */
class ClassOverview extends Composite<Div> {

    /** The labs with an exercise, in course order. */
    static final List<Integer> LABS = IntStream.rangeClosed(1, 8).boxed().toList();

    private final Function<SandboxId, Optional<LearnerRow>> read;
    private final Duration stuckAfter;
    private final Clock clock;
    private final Map<SandboxId, LearnerRow> rows = new LinkedHashMap<>();

    ClassOverview(Function<SandboxId, Optional<LearnerRow>> read, Duration stuckAfter, Clock clock) {
        this.read = read;
        this.stuckAfter = stuckAfter;
        this.clock = clock;
        getContent().setId("class-overview");
        getContent().addClassName("class-overview");
        // It scrolls sideways on a narrow screen: focusable and named, so the keyboard can scroll it too.
        getContent().getElement().setAttribute("tabindex", "0");
        getContent().getElement().setAttribute("role", "region");
        getContent().getElement().setAttribute("aria-label", Texts.t("instructor.overview.label"));
    }

    /** Reads every learner afresh: when the page opens or shows another class. */
    void showAll(Collection<SandboxId> members) {
        rows.clear();
        members.forEach(member -> read.apply(member).ifPresent(row -> rows.put(member, row)));
        redraw();
    }

    /** Re-reads these learners only: joined, left, or something changed in their sandboxes. */
    void changed(Collection<SandboxId> sandboxes) {
        sandboxes.forEach(sandbox ->
                read.apply(sandbox).ifPresentOrElse(row -> rows.put(sandbox, row), () -> rows.remove(sandbox)));
        redraw();
    }

    /** Time passed: times since activity and who is stuck move on, from what was read before. */
    void tick() {
        redraw();
    }

    List<LearnerRow> rows() {
        return List.copyOf(rows.values());
    }

    private void redraw() {
        Instant now = clock.instant();
        Div table = getContent();
        table.removeAll();
        Div head = line("overview-head", new Span(Texts.t("instructor.overview.learner")));
        LABS.forEach(lab -> head.add(new Span(Texts.t("instructor.overview.lab", lab))));
        head.add(
                new Span(Texts.t("instructor.overview.hints")),
                new Span(Texts.t("instructor.overview.on")),
                new Span(Texts.t("instructor.overview.gates")),
                new Span(Texts.t("instructor.overview.last-active")));
        Div finished = line("overview-finished", new Span(Texts.t("instructor.overview.finished")));
        LABS.forEach(lab -> finished.add(cell(
                "class-finished-lab-" + lab,
                rows.values().stream().filter(row -> row.status().done(lab)).count() + "/" + rows.size())));
        table.add(head, finished);
        rows.values().forEach(row -> table.add(row(row, now)));
        if (rows.isEmpty()) {
            table.add(line("overview-empty", new Span(Texts.t("instructor.overview.empty"))));
        }
    }

    private Div row(LearnerRow row, Instant now) {
        String id = row.shortId();
        Div line = line(
                "overview-row", cell("learner-" + id + "-name", row.member().shownName()));
        line.setId("learner-row-" + id);
        for (int lab : LABS) {
            // The state is a record's word (and the cell's class); the cell says it in the page's language.
            Span status = cell(
                    "learner-" + id + "-lab-" + lab,
                    Texts.t("instructor.status." + row.status().status(lab)));
            status.addClassName(row.status().status(lab));
            line.add(status);
        }
        boolean stuck = row.stuck(now, stuckAfter);
        String on = row.visit() == null
                ? "—"
                : stuck
                        ? Texts.t(
                                "instructor.overview.stuck",
                                row.visit().lab(),
                                Ago.duration(Duration.between(row.visit().since(), now)))
                        : Texts.t("instructor.overview.lab", row.visit().lab());
        line.add(
                cell("learner-" + id + "-hints", String.valueOf(row.hintsUsed())),
                cell("learner-" + id + "-on", on),
                cell("learner-" + id + "-pending", String.valueOf(row.status().pendingGates())),
                cell(
                        "learner-" + id + "-active",
                        row.lastActivity().map(at -> Ago.since(at, now)).orElse("—")));
        line.getElement().getClassList().set("stuck", stuck);
        line.getElement().setAttribute("data-stuck", String.valueOf(stuck));
        return line;
    }

    private static Div line(String className, Span... cells) {
        Div line = new Div(cells);
        line.addClassName(className);
        line.addClassName("overview-line");
        return line;
    }

    private static Span cell(String id, String text) {
        Span cell = new Span(text);
        cell.setId(id);
        return cell;
    }
}
