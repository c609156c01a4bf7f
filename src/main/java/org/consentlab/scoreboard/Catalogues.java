package org.consentlab.scoreboard;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Every contributed exercise in one list, the labs first; two with one id would make flags ambiguous, so refused. */
final class Catalogues {

    private Catalogues() {}

    static List<BoardExercise> of(List<? extends ExerciseCatalogue> catalogues) {
        List<BoardExercise> all = new ArrayList<>();
        catalogues.stream()
                .sorted((a, b) -> Boolean.compare(!(a instanceof LabCatalogue), !(b instanceof LabCatalogue)))
                .forEach(catalogue -> all.addAll(catalogue.exercises()));
        Set<String> ids = new HashSet<>();
        all.forEach(exercise -> {
            if (!ids.add(exercise.id())) {
                throw new IllegalStateException("two exercises share the id " + exercise.id());
            }
        });
        return List.copyOf(all);
    }
}
