package org.consentlab.instructor;

import java.util.Optional;
import java.util.stream.Stream;

/**
 * Whose calls an approver may see and decide. An approver works for one class at a time (the
 * class whose code they entered); an instructor without a code, for their own running classes;
 * anyone else, for learners in no class, as before classes existed. A class that ended no longer
 * covers its learners: they explore alone again, and their calls go to approvers without a class.
 */
public sealed interface ApprovalScope {

    /** Approvers who chose no class: learners in no running class. */
    ApprovalScope OUTSIDE_CLASSES = new OutsideClasses();

    /** Whether a call from a learner in {@code requestersClass} (their running class; empty for none) is in scope. */
    default boolean covers(Optional<WorkshopClass> requestersClass) {
        return requestersClass.map(this::includes).orElse(this instanceof OutsideClasses);
    }

    /** Whether the learners of this running class are in scope. */
    boolean includes(WorkshopClass running);

    /** What the approvals page says it shows. */
    default String describe() {
        return describedAs(kind());
    }

    /** Which kind of scope this is, as a page names it in its reader's language ({@code consent.decided.scope.<kind>}). */
    default String kind() {
        return switch (this) {
            case OutsideClasses none -> "outside";
            case OneClass one -> "class";
            case InstructorsClasses own -> "own";
        };
    }

    /**
     * The kind of the scope whose {@link #describe()} is {@code described} (as a refusal names it in
     * English); empty where it is none of them.
     */
    static Optional<String> kindDescribed(String described) {
        return Stream.of("outside", "class", "own")
                .filter(kind -> describedAs(kind).equals(described))
                .findFirst();
    }

    private static String describedAs(String kind) {
        return switch (kind) {
            case "outside" -> "calls from learners in no class";
            case "class" -> "calls from the learners of one class";
            default -> "calls from the learners of your running classes";
        };
    }

    record OutsideClasses() implements ApprovalScope {
        @Override
        public boolean includes(WorkshopClass running) {
            return false;
        }
    }

    /** The class whose join code the approver entered. */
    record OneClass(ClassId id) implements ApprovalScope {
        @Override
        public boolean includes(WorkshopClass running) {
            return running.id().equals(id);
        }
    }

    /** Every running class the signed-in instructor created. */
    record InstructorsClasses(String instructor) implements ApprovalScope {
        @Override
        public boolean includes(WorkshopClass running) {
            return running.instructor().equals(instructor);
        }
    }
}
