package org.consentlab.instructor;

import java.util.Objects;
import java.util.UUID;

/** The id of one class; internal, never shown to learners (they see the join code). */
public record ClassId(String value) {

    public ClassId {
        Objects.requireNonNull(value, "value");
    }

    static ClassId random() {
        return new ClassId(UUID.randomUUID().toString());
    }
}
