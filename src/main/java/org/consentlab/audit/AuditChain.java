package org.consentlab.audit;

import java.time.Instant;
import org.consentlab.base.Sha256;
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
        return Sha256.hex("consentlab-audit-chain|" + sandbox.value());
    }

    static String link(String previousHash, AuditRecord row) {
        // Appended in place, not streamed and joined: every call links two rows.
        StringBuilder text = new StringBuilder(512).append(previousHash);
        for (Object field : new Object[] {
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
            row.route()
        }) {
            text.append('|');
            if (field == null) {
                text.append('-');
            } else {
                String value = field.toString();
                text.append(value.length()).append(':').append(value);
            }
        }
        return Sha256.hex(text.toString());
    }

    /** Timestamps are stored to the millisecond; the hash covers exactly what is stored. */
    static Instant millis(Instant at) {
        return at == null ? null : at.truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
    }
}
