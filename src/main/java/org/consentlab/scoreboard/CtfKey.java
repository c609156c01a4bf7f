package org.consentlab.scoreboard;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.consentlab.base.StartupRefusal;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The event's key ({@code consentlab.ctf.key}) and the flags it makes: a flag is the hex
 * HMAC-SHA256 of the exercise id under the key, so a CTF platform that holds the export can check
 * a learner's flag without asking this server. Without a key there are no flags anywhere; a key
 * shorter than 32 bytes is refused at start-up, as one a room could guess.
 */
@Component
public class CtfKey {

    public static final String PROPERTY = "consentlab.ctf.key";
    static final int MIN_BYTES = 32;

    private final Optional<SecretKeySpec> key;

    CtfKey(@Value("${" + PROPERTY + ":}") String key) {
        byte[] bytes = key.getBytes(StandardCharsets.UTF_8);
        if (!key.isEmpty() && bytes.length < MIN_BYTES) {
            throw new StartupRefusal(PROPERTY + " is " + bytes.length + " bytes long; an event key needs at least "
                    + MIN_BYTES + " (e.g. the output of: openssl rand -hex 32), or leave it unset for no flags");
        }
        this.key = key.isEmpty() ? Optional.empty() : Optional.of(new SecretKeySpec(bytes, "HmacSHA256"));
    }

    public boolean configured() {
        return key.isPresent();
    }

    /** The exercise's flag under the event's key; empty without a key. */
    public Optional<String> flag(String exerciseId) {
        return key.map(secret -> {
            try {
                Mac mac = Mac.getInstance("HmacSHA256");
                mac.init(secret);
                return HexFormat.of().formatHex(mac.doFinal(exerciseId.getBytes(StandardCharsets.UTF_8)));
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
            }
        });
    }
}
