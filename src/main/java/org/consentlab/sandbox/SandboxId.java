package org.consentlab.sandbox;

import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/** The opaque id of one learner's sandbox; also the secret in the sandbox cookie. */
public record SandboxId(String value) {

    private static final Pattern SHAPE =
            Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    public SandboxId {
        Objects.requireNonNull(value, "value");
        if (!SHAPE.matcher(value).matches()) {
            throw new IllegalArgumentException("not a sandbox id: " + value);
        }
    }

    public static SandboxId random() {
        return new SandboxId(UUID.randomUUID().toString());
    }

    /** Parses untrusted text (a cookie, a header); empty when it is not a sandbox id. */
    public static Optional<SandboxId> parse(String text) {
        return text != null && SHAPE.matcher(text).matches() ? Optional.of(new SandboxId(text)) : Optional.empty();
    }

    /** A short form for screens and audit rows; never enough to act on the sandbox. */
    public String shortForm() {
        return value.substring(0, 8);
    }

    /** The person at this sandbox's page, as decisions and audit rows name them. */
    public String learner() {
        return "learner@" + shortForm();
    }

    @Override
    public String toString() {
        return shortForm();
    }
}
