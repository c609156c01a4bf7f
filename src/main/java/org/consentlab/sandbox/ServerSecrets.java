package org.consentlab.sandbox;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Random keys the server makes for itself the first time it needs them and keeps in its
 * database, so that what it signed stays valid across restarts (and across nodes that share the
 * database). They never leave the server.
 */
@Component
class ServerSecrets {

    private static final int KEY_BYTES = 32;

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    ServerSecrets(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    byte[] get(String name) {
        return stored(name).orElseGet(() -> {
            byte[] fresh = new byte[KEY_BYTES];
            random.nextBytes(fresh);
            try {
                jdbc.sql("INSERT INTO server_secret (name, secret, created_at) VALUES (?, ?, ?)")
                        .params(name, Base64.getEncoder().encodeToString(fresh), Instant.now(clock))
                        .update();
                return fresh;
            } catch (DuplicateKeyException raced) {
                // Another node made it first: use that one.
                return stored(name).orElseThrow();
            }
        });
    }

    private java.util.Optional<byte[]> stored(String name) {
        return jdbc.sql("SELECT secret FROM server_secret WHERE name = ?")
                .param(name)
                .query(String.class)
                .optional()
                .map(Base64.getDecoder()::decode);
    }
}
