package org.consentlab.instructor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasText;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.consentlab.instructor.ClassId;
import org.consentlab.instructor.ClassMember;
import org.consentlab.instructor.LabVisit;
import org.consentlab.instructor.LearnerStatus;
import org.consentlab.sandbox.SandboxId;
import org.junit.jupiter.api.Test;

/** The overview reads only the learners whose sandboxes changed, and says who is stuck in words. */
class ClassOverviewTest {

    static final Instant NOW = Instant.parse("2026-11-30T10:00:00Z");

    private final List<SandboxId> reads = new ArrayList<>();
    private final Map<SandboxId, LearnerRow> records = new HashMap<>();
    private final ClassOverview overview =
            new ClassOverview(this::read, Duration.ofMinutes(10), Clock.fixed(NOW, ZoneOffset.UTC));

    @Test
    void aChangeReReadsThatLearnerOnlyAndTheHeadCountsFollow() {
        SandboxId ada = learner("Ada", Map.of(4, false), null),
                bo = learner("Bo", Map.of(4, false), null),
                cy = learner("Cy", Map.of(4, true), null);
        overview.showAll(List.of(ada, bo, cy));
        assertThat(reads).containsExactly(ada, bo, cy);
        assertThat(text("class-finished-lab-4")).isEqualTo("1/3");
        assertThat(text("learner-" + ada.shortForm() + "-lab-4")).isEqualTo("open");
        assertThat(text("learner-" + ada.shortForm() + "-hints"))
                .as("the hints the learner's records show (here: as many as letters in the name)")
                .isEqualTo("3");

        reads.clear();
        learner(ada, "Ada", Map.of(4, true), null);
        overview.changed(List.of(ada));

        assertThat(reads).as("only the learner who changed is read").containsExactly(ada);
        assertThat(text("learner-" + ada.shortForm() + "-lab-4")).isEqualTo("done");
        assertThat(text("learner-" + bo.shortForm() + "-lab-4")).isEqualTo("open");
        assertThat(text("class-finished-lab-4")).isEqualTo("2/3");
    }

    @Test
    void aLearnerLongOnAnOpenLabIsMarkedStuckInWordsAndOneWhoLeftGoes() {
        SandboxId stuck =
                learner("Dee", Map.of(5, false), new LabVisit(5, NOW.minusSeconds(12 * 60), NOW.minusSeconds(90)));
        SandboxId busy = learner("Eve", Map.of(5, false), new LabVisit(5, NOW.minusSeconds(9 * 60), NOW));
        overview.showAll(List.of(stuck, busy));

        assertThat(text("learner-" + stuck.shortForm() + "-on")).isEqualTo("Lab 5 · ⚠ stuck 12 min");
        assertThat(find("learner-row-" + stuck.shortForm()).getElement().getAttribute("data-stuck"))
                .isEqualTo("true");
        assertThat(text("learner-" + busy.shortForm() + "-on")).isEqualTo("Lab 5");
        assertThat(text("learner-" + stuck.shortForm() + "-active")).isEqualTo("1 min ago");
        assertThat(text("learner-" + busy.shortForm() + "-active")).isEqualTo("just now");

        records.remove(stuck);
        overview.changed(List.of(stuck));
        assertThat(overview.getElement().toString()).doesNotContain("learner-row-" + stuck.shortForm());
        assertThat(overview.rows()).hasSize(1);
    }

    private Optional<LearnerRow> read(SandboxId sandbox) {
        reads.add(sandbox);
        return Optional.ofNullable(records.get(sandbox));
    }

    private SandboxId learner(String name, Map<Integer, Boolean> done, LabVisit visit) {
        return learner(SandboxId.random(), name, done, visit);
    }

    private SandboxId learner(SandboxId sandbox, String name, Map<Integer, Boolean> done, LabVisit visit) {
        records.put(
                sandbox,
                new LearnerRow(
                        new ClassMember(sandbox, new ClassId("c"), name, NOW),
                        new LearnerStatus(done, 0, null),
                        visit,
                        name.length()));
        return sandbox;
    }

    private String text(String id) {
        return ((HasText) find(id)).getText();
    }

    private Component find(String id) {
        return overview.getElement()
                .getChildren()
                .flatMap(line -> java.util.stream.Stream.concat(java.util.stream.Stream.of(line), line.getChildren()))
                .filter(element -> id.equals(element.getAttribute("id")))
                .findFirst()
                .flatMap(element -> element.getComponent())
                .orElseThrow(() -> new AssertionError(id));
    }
}
