package org.consentlab.mcp;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The per-sandbox bearer tokens of the MCP endpoint. A token is 256 random bits; only its
 * SHA-256 hash is stored, so a leaked database does not leak working tokens. A plain hash (no
 * salt, no slow KDF) is enough because the token is random, not a password a person chose.
 */
@Repository
public class McpTokens {

    /** Makes a token recognisable in a config file or a secret scanner. */
    static final String PREFIX = "clab_";

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    McpTokens(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Issues a new token for the sandbox and revokes the one it had. Returns the only copy. */
    public String issue(SandboxId sandbox) {
        byte[] secret = new byte[32];
        random.nextBytes(secret);
        String token = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        jdbc.sql("MERGE INTO mcp_token t USING (VALUES (CAST(? AS VARCHAR(36)), CAST(? AS VARCHAR(64)), "
                        + "CAST(? AS TIMESTAMP(3) WITH TIME ZONE))) AS v (sandbox_id, token_hash, issued_at) "
                        + "ON t.sandbox_id = v.sandbox_id "
                        + "WHEN MATCHED THEN UPDATE SET token_hash = v.token_hash, issued_at = v.issued_at "
                        + "WHEN NOT MATCHED THEN INSERT (sandbox_id, token_hash, issued_at) "
                        + "VALUES (v.sandbox_id, v.token_hash, v.issued_at)")
                .params(sandbox.value(), hash(token), Instant.now(clock))
                .update();
        return token;
    }

    public boolean hasToken(SandboxId sandbox) {
        return jdbc.sql("SELECT COUNT(*) FROM mcp_token WHERE sandbox_id = ?").param(sandbox.value())
                .query(Integer.class).single() > 0;
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
        return jdbc.sql("SELECT sandbox_id FROM mcp_token WHERE token_hash = ?").param(hash(token))
                .query(String.class).optional()
                .flatMap(SandboxId::parse);
    }

    static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
