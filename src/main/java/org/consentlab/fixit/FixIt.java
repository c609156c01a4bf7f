package org.consentlab.fixit;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.FailureMode;
import org.consentlab.lab.ExerciseProgress;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Service;

/**
 * Find it, fix it, as its pages use it: the challenges, the grading of a learner's marked lines
 * and chosen fix against what the source marks, and the steps the sandbox's records show solved.
 * The answers never leave the server; a right answer is recorded before the page hears of it.
 */
@Service
public class FixIt {

    private final Challenges challenges;
    private final FixItSteps steps;

    FixIt(Challenges challenges, FixItSteps steps) {
        this.challenges = challenges;
        this.steps = steps;
    }

    /** The id a challenge goes by on the score board, in continue codes, flags and exports: {@code fixit-no-gate}. */
    public static String exerciseId(String name) {
        return "fixit-" + name;
    }

    public List<Challenges.Prepared> challenges() {
        return challenges.all();
    }

    public Optional<Challenges.Prepared> challenge(String name) {
        return challenges.prepared(name);
    }

    /**
     * The challenges this sandbox's learner finished (found and fixed), by failure-mode name, read
     * from the records: the small public read a score board can show.
     */
    public Set<String> solved(SandboxId sandbox) {
        return steps.withStep(sandbox, FixItSteps.FIXED);
    }

    public boolean found(SandboxId sandbox, String name) {
        return steps.has(sandbox, name, FixItSteps.FOUND);
    }

    public Graded find(SandboxId sandbox, String name, Set<Integer> marked) {
        Challenges.Prepared challenge = challenges.prepared(name).orElseThrow();
        Set<Integer> culprits = challenge.snippet().culprits();
        if (marked.isEmpty()) {
            return new Graded(false, Texts.t("fixit.graded.mark-first"));
        }
        if (marked.equals(culprits)) {
            steps.solved(sandbox, name, FixItSteps.FOUND);
            return new Graded(
                    true,
                    Texts.t("fixit.graded.found", challenge.challenge().mode().wrongDesign()));
        }
        return new Graded(false, NearMiss.words(marked, culprits));
    }

    /** {@code candidate} counts from 1, as the page numbers the candidates. */
    public Graded fix(SandboxId sandbox, String name, int candidate) {
        Challenges.Prepared challenge = challenges.prepared(name).orElseThrow();
        if (!found(sandbox, name)) {
            return new Graded(false, Texts.t("fixit.graded.find-first"));
        }
        if (candidate < 1 || candidate > challenge.candidates().size()) {
            return new Graded(false, Texts.t("fixit.graded.choose-first"));
        }
        if (candidate - 1 == challenge.right()) {
            steps.solved(sandbox, name, FixItSteps.FIXED);
            return new Graded(
                    true,
                    Texts.t("fixit.graded.right", challenge.challenge().mode().fix()));
        }
        return new Graded(
                false,
                Texts.t(
                        "fixit.graded.wrong",
                        challenge.candidates().get(candidate - 1).why()));
    }

    /** The challenge as an exercise, with the usual panel's goal and steps, read from the records. */
    public ExerciseProgress progress(SandboxId sandbox, String name) {
        FailureMode mode = challenges.prepared(name).orElseThrow().challenge().mode();
        boolean found = found(sandbox, name);
        boolean fixed = steps.has(sandbox, name, FixItSteps.FIXED);
        return new ExerciseProgress(
                mode.lab(),
                Texts.t("fixit.exercise.goal", Texts.isolate(mode.label())),
                List.of(
                        new ExerciseProgress.Step(Texts.t("fixit.exercise.step.find"), found),
                        new ExerciseProgress.Step(Texts.t("fixit.exercise.step.fix"), fixed)),
                null);
    }
}
