package org.consentlab.instructor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import org.consentlab.instructor.Classes.JoinResult;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** A class admits learners by its code, keeps each in one class at a time, and stops admitting once ended. */
@SpringBootTest
class ClassesTest {

    @Autowired
    Classes classes;

    @Autowired
    Sandboxes sandboxes;

    @Test
    void aLearnerJoinsByTheCodeAsTypedAndIsShownByTheirChosenName() {
        WorkshopClass opened = classes.create("  Tuesday workshop ", "instructor");
        SandboxId learner = sandboxes.create();
        String typed = opened.code().value().toLowerCase().substring(0, 3) + "-"
                + opened.code().value().substring(3);

        assertThat(classes.join(learner, JoinCode.parse(typed).orElseThrow(), " Ada "))
                .isEqualTo(JoinResult.JOINED);

        assertThat(opened.name()).isEqualTo("Tuesday workshop");
        assertThat(classes.classOf(learner)).map(WorkshopClass::id).contains(opened.id());
        assertThat(classes.members(opened.id()))
                .singleElement()
                .satisfies(member -> assertThat(member.shownName()).isEqualTo("Ada"));
    }

    @Test
    void aCodeNoClassHasJoinsNothing() {
        SandboxId learner = sandboxes.create();
        JoinCode unused = JoinCode.random();
        while (classes.byCode(unused).isPresent()) {
            unused = JoinCode.random();
        }

        assertThat(classes.join(learner, unused, "Ada")).isEqualTo(JoinResult.UNKNOWN_CODE);
        assertThat(classes.membership(learner)).isEmpty();
    }

    @Test
    void aLearnerWithoutANameIsShownByTheirSandbox() {
        WorkshopClass opened = classes.create("Class", "instructor");
        SandboxId learner = sandboxes.create();
        classes.join(learner, opened.code(), "  ");

        assertThat(classes.membership(learner).orElseThrow().shownName()).isEqualTo(learner.learner());
    }

    @Test
    void joiningAnotherClassMovesTheLearner() {
        WorkshopClass first = classes.create("First", "instructor");
        WorkshopClass second = classes.create("Second", "instructor");
        SandboxId learner = sandboxes.create();
        classes.join(learner, first.code(), null);
        classes.join(learner, second.code(), null);

        assertThat(classes.members(first.id())).isEmpty();
        assertThat(classes.classOf(learner)).map(WorkshopClass::id).contains(second.id());
    }

    @Test
    void anEndedClassAdmitsNobodyAndReleasesItsLearners() {
        WorkshopClass opened = classes.create("Ending", "instructor");
        SandboxId learner = sandboxes.create();
        classes.join(learner, opened.code(), null);
        classes.end(opened.id());

        assertThat(classes.join(sandboxes.create(), opened.code(), null)).isEqualTo(JoinResult.CLASS_ENDED);
        assertThat(classes.classOf(learner)).isEmpty();
    }

    @Test
    void workshopSettingsOverrideAndClearAgain() {
        WorkshopClass opened = classes.create("Settings", "instructor");
        classes.settings(opened.id(), Duration.ofMinutes(10), Duration.ofMinutes(5));
        WorkshopClass set = classes.byId(opened.id()).orElseThrow();
        assertThat(set.gateTtlSetting()).contains(Duration.ofMinutes(10));
        assertThat(set.approvalTimeoutSetting()).contains(Duration.ofMinutes(5));

        classes.settings(opened.id(), null, null);
        assertThat(classes.byId(opened.id()).orElseThrow().gateTtlSetting()).isEmpty();
    }

    @Test
    void codesAreSixCharactersWithoutLookAlikesAndDoNotRepeat() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            String code = JoinCode.random().value();
            assertThat(code).hasSize(6).doesNotContainPattern("[01OIL]");
            seen.add(code);
        }
        assertThat(seen).hasSizeGreaterThan(195);
        assertThat(JoinCode.parse("ABC1EF")).isEmpty();
        assertThat(JoinCode.parse("ABCDE")).isEmpty();
        assertThatThrownBy(() -> new JoinCode("abcdef")).isInstanceOf(IllegalArgumentException.class);
    }
}
