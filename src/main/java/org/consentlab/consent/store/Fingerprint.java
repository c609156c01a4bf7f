package org.consentlab.consent.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.consentlab.consent.Gate;
import org.consentlab.tool.CanonicalArgs;
import tools.jackson.databind.JsonNode;

/**
 * What a person was shown of one call, as a SHA-256 over the tool, its canonical arguments, the
 * call id and the gate id. A decision carries the fingerprint its control showed; the effect runs
 * only when the arguments it is about to run with give the same one, so arguments changed after
 * the person looked (by an agent's retry, or anything else) never ride on their yes. Binding the
 * call and gate ids too means a yes on one call can never be replayed onto another with equal arguments.
 */
public record Fingerprint(String hex) {

    public static Fingerprint of(Gate gate, JsonNode args) {
        return of(gate, CanonicalArgs.of(args));
    }

    /** The fingerprint of the arguments the gate runs with now: what a control shows when it is built. */
    public static Fingerprint shown(Gate gate) {
        return of(gate, CanonicalArgs.of(gate.argsToRun()));
    }

    private static Fingerprint of(Gate gate, String canonicalArgs) {
        String bound =
                String.join("\n", gate.tool(), canonicalArgs, Long.toString(gate.callId()), Long.toString(gate.id()));
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(bound.getBytes(StandardCharsets.UTF_8));
            return new Fingerprint(HexFormat.of().formatHex(hash));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
