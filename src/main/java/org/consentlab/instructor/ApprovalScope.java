package org.consentlab.instructor;

import java.util.Optional;

/**
 * Whose calls an approver may see and decide. An approver works for one class at a time (the
 * class whose code they entered); an instructor without a code, for their own running classes;
 * anyone else, for learners in no class, as before classes existed. A class that ended no longer
 * covers its learners: they explore alone again, and their calls go to approvers without a class.
 */
public sealed interface ApprovalScope {

    /** Approvers who chose no class: learners in no running class. */
    ApprovalScope OUTSIDE_CLASSES = new OutsideClasses();

    /** Whether a call from a learner in {@code requestersClass} (their running class, if any) is in scope. */
    boolean covers(Optional<WorkshopClass> requestersClass);

    /** What the approvals page says it shows. */
    String describe();

    record OutsideClasses() implements ApprovalScope {
        @Override
        public boolean covers(Optional<WorkshopClass> requestersClass) {
            return requestersClass.isEmpty();
        }

        @Override
        public String describe() {
            return "calls from learners in no class";
        }
    }

    /** The class whose join code the approver entered. */
    record OneClass(ClassId id) implements ApprovalScope {
        @Override
        public boolean covers(Optional<WorkshopClass> requestersClass) {
            return requestersClass.filter(running -> running.id().equals(id)).isPresent();
        }

        @Override
        public String describe() {
            return "calls from the learners of one class";
        }
    }

    /** Every running class the signed-in instructor created. */
    record InstructorsClasses(String instructor) implements ApprovalScope {
        @Override
        public boolean covers(Optional<WorkshopClass> requestersClass) {
            return requestersClass.filter(running -> running.instructor().equals(instructor)).isPresent();
        }

        @Override
        public String describe() {
            return "calls from the learners of your running classes";
        }
    }
}
