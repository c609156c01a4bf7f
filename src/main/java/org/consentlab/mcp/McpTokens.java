package org.consentlab.mcp;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.consentlab.base.Sha256;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The per-sandbox bearer tokens of the MCP endpoint. A token is 256 random bits; only its
 * SHA-256 hash is stored, so a leaked database does not leak working tokens. A plain hash (no
 * salt, no slow KDF) is enough because the token is random, not a password a person chose.
 *
 * <p>Every MCP request presents its token, so a node keeps what it looked up for
 * {@link #TRUSTED_FOR} instead of asking the database on each request. A token renewed on this node
 * is refused here at once; one renewed on another node (PostgreSQL, two nodes) is refused here
 * within that second (docs/security.md).
 */
@Repository
public class McpTokens {

    /** Makes a token recognisable in a config file or a secret scanner. */
    static final String PREFIX = "clab_";

    /** How long this node trusts a token it has looked up before asking the database again. */
    static final Duration TRUSTED_FOR = Duration.ofSeconds(1);
    /** Past this many tokens trusted at once, the node forgets them all and looks them up again. */
    private static final int MOST_TRUSTED = 10_000;

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();
    /** Token hashes looked up lately; guarded by itself together with {@link #renewals}. */
    private final Map<String, Trusted> trusted = new ConcurrentHashMap<>();
    /** Counts renewals on this node, so that a lookup racing a renewal does not trust the old token. */
    private long renewals;

    private record Trusted(SandboxId sandbox, Instant until) {}

    McpTokens(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Issues a new token for the sandbox and revokes the one it had. Returns the only copy. */
    public String issue(SandboxId sandbox) {
        byte[] secret = new byte[32];
        random.nextBytes(secret);
        String token = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        jdbc.sql("""
                        MERGE INTO mcp_token t USING (VALUES (CAST(? AS VARCHAR(36)), CAST(? AS VARCHAR(64)),
                        CAST(? AS TIMESTAMP(3) WITH TIME ZONE))) AS v (sandbox_id, token_hash, issued_at)
                        ON t.sandbox_id = v.sandbox_id
                        WHEN MATCHED THEN UPDATE SET token_hash = v.token_hash, issued_at = v.issued_at
                        WHEN NOT MATCHED THEN INSERT (sandbox_id, token_hash, issued_at)
                        VALUES (v.sandbox_id, v.token_hash, v.issued_at)""").params(sandbox.value(), hash(token), Instant.now(clock)).update();
        synchronized (trusted) {
            renewals++;
            trusted.values().removeIf(known -> known.sandbox().equals(sandbox));
        }
        return token;
    }

    public boolean hasToken(SandboxId sandbox) {
        return jdbc.sql("SELECT COUNT(*) FROM mcp_token WHERE sandbox_id = ?")
                        .param(sandbox.value())
                        .query(Integer.class)
                        .single()
                > 0;
    }

    /** True if this is the sandbox's current token (not an older, revoked one). */
    public boolean isCurrent(SandboxId sandbox, String token) {
        return sandboxOf(token).filter(sandbox::equals).isPresent();
    }

    /** The sandbox the token belongs to; empty for a missing, malformed, unknown or revoked token. */
    public Optional<SandboxId> sandboxOf(String token) {
        if (token == null || !token.startsWith(PREFIX) || token.length() > 100) {
            return Optional.empty();
        }
        String hash = hash(token);
        Instant now = Instant.now(clock);
        Trusted known = trusted.get(hash);
        if (known != null && now.isBefore(known.until())) {
            return Optional.of(known.sandbox());
        }
        long renewalsBefore;
        synchronized (trusted) {
            renewalsBefore = renewals;
        }
        Optional<SandboxId> found = jdbc.sql("SELECT sandbox_id FROM mcp_token WHERE token_hash = ?")
                .param(hash)
                .query(String.class)
                .optional()
                .flatMap(SandboxId::parse);
        synchronized (trusted) {
            if (found.isEmpty() || renewals != renewalsBefore) {
                trusted.remove(hash);
            } else {
                if (trusted.size() >= MOST_TRUSTED) {
                    trusted.clear();
                }
                trusted.put(hash, new Trusted(found.get(), now.plus(TRUSTED_FOR)));
            }
        }
        return found;
    }

    static String hash(String token) {
        return Sha256.hex(token);
    }
}
