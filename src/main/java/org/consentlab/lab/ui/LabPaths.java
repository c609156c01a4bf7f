package org.consentlab.lab.ui;

import java.util.Optional;

/** The lab a page path belongs to ({@code labs/reports} is Lab 6), read from the index's one list of labs. */
final class LabPaths {

    private LabPaths() {}

    static Optional<Integer> labOf(String path) {
        String bare = path.startsWith("/") ? path.substring(1) : path;
        return LabIndexView.LABS.stream()
                .filter(lab -> bare.equals(lab.route()))
                .map(LabIndexView.Lab::number)
                .findFirst();
    }
}
