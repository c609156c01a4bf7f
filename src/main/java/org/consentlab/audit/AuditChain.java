package org.consentlab.audit;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Objects;
import java.util.stream.Stream;
import org.consentlab.sandbox.SandboxId;

/**
 * The hash that links an audit row to the one before it in its sandbox: SHA-256 over the previous
 * row's hash and every field of the row, each field length-prefixed so that no two different
 * rows can spell the same text. A sandbox's chain starts from a hash of its own id, so a row
 * moved into another sandbox does not verify there either.
 */
final class AuditChain {

    private AuditChain() {}

    static String genesis(SandboxId sandbox) {
        return sha256("consentlab-audit-chain|" + sandbox.value());
    }

    static String link(String previousHash, AuditRecord row) {
        StringBuilder text = new StringBuilder(previousHash);
        Stream.of(
                        row.seq(),
                        row.sandbox().value(),
                        millis(row.at()),
                        row.callId(),
                        row.event().label(),
                        row.action(),
                        row.description(),
                        row.maskedArgs(),
                        row.requester(),
                        row.sessionRef(),
                        row.channel(),
                        row.decision(),
                        row.decidedBy(),
                        millis(row.decidedAt()),
                        row.result(),
                        row.outcome(),
                        row.route())
                .map(field -> field == null ? "-" : field.toString().length() + ":" + field)
                .forEach(field -> text.append('|').append(field));
        return sha256(text.toString());
    }

    /** Timestamps are stored to the millisecond; the hash covers exactly what is stored. */
    static Instant millis(Instant at) {
        return at == null ? null : at.truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256")
                            .digest(Objects.requireNonNull(text).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
