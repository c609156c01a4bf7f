package org.consentlab.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.consentlab.sandbox.SandboxId;
import org.junit.jupiter.api.Test;

/**
 * The link of a row is what chains already written in every database were verified with: a
 * change in how it is computed (not in what it covers) must give the very same hashes, or every
 * existing audit log would read as tampered. The expected values were computed by the earlier
 * implementation, which built the whole text and hashed it at once, and agree with a SHA-256 of
 * that text computed outside Java.
 */
class AuditChainStabilityTest {

    private static final SandboxId SANDBOX =
            SandboxId.parse("01234567-89ab-cdef-0123-456789abcdef").orElseThrow();

    @Test
    void aSandboxsGenesisIsTheHashItAlwaysWas() {
        assertThat(AuditChain.genesis(SANDBOX)).isEqualTo(GENESIS);
    }

    @Test
    void aRowLinksToTheHashItAlwaysDid() {
        AuditRecord row = new AuditRecord(
                7,
                Instant.parse("2026-12-04T18:00:00.123456Z"),
                SANDBOX,
                42L,
                AuditEvent.DECISION,
                "delete_account",
                "Delete the account — ünïcödé too",
                "{}",
                "agent",
                null,
                "mcp",
                "confirmed",
                "person",
                Instant.parse("2026-12-04T18:00:01.5Z"),
                null,
                "done",
                null);
        assertThat(AuditChain.link(GENESIS, row)).isEqualTo(LINKED);
    }

    private static final String GENESIS = "f4d490e4c6514a38fd533edaba573da285ed232d5b81c1ae68734d04e73791a4";
    private static final String LINKED = "14fcc06e70bf345898cfa4e1b35db7a2b17ccd8191b812ee81accd34c85e4ef5";
}
