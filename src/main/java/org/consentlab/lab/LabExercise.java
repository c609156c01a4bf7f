package org.consentlab.lab;

/** One lab's exercise: what it asks, and how far a sandbox's records show the learner got. */
interface LabExercise {

    int lab();

    ExerciseProgress check(SandboxRecords records);
}
