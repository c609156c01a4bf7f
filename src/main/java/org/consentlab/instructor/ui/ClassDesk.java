package org.consentlab.instructor.ui;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import org.consentlab.instructor.ClassId;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.instructor.LabVisits;
import org.consentlab.instructor.LearnerStatuses;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.springframework.stereotype.Component;

/**
 * What the instructor's page works with, in one place: the classes, their learners' rows (read
 * one learner at a time), the failure-mode switches by scope and the approvers' passkey rule, and the lab's defaults and the
 * "stuck" threshold from configuration.
 */
@Component
record ClassDesk(
        Classes classes,
        ClassRules rules,
        LearnerActivity activity,
        Sandboxes sandboxes,
        SandboxEvents events,
        ClassTimes times) {

    FailureModes modes() {
        return rules.modes();
    }

    LabVisits visits() {
        return activity.visits();
    }

    LearnerStatuses statuses() {
        return activity.statuses();
    }

    Clock clock() {
        return times.clock();
    }

    Duration stuckAfter() {
        return times.stuckAfter();
    }

    Duration labGateTtl() {
        return times.labGateTtl();
    }

    Duration labApprovalTimeout() {
        return times.labApprovalTimeout();
    }

    /** The learner's row if their sandbox is in the class; empty when it is not (any more). */
    Optional<LearnerRow> row(ClassId workshop, SandboxId sandbox) {
        return classes.membership(sandbox)
                .filter(member -> member.classId().equals(workshop))
                .map(member -> new LearnerRow(
                        member,
                        statuses().of(sandbox),
                        visits().last(sandbox).orElse(null),
                        activity.hints().used(sandbox)));
    }

    FailureSwitches.Switchboard switchboard(ClassId workshop) {
        return new FailureSwitches.Switchboard() {
            @Override
            public Set<FailureMode> on(FailureSwitches.Scope scope) {
                return scope.learner() == null
                        ? modes().switchedOnFor(workshop)
                        : modes().switchedOnFor(scope.learner());
            }

            @Override
            public void set(FailureSwitches.Scope scope, FailureMode mode, boolean on) {
                if (scope.learner() == null) {
                    modes().set(workshop, mode, on);
                } else {
                    modes().set(scope.learner(), mode, on);
                }
            }
        };
    }
}
