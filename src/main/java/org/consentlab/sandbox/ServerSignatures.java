package org.consentlab.sandbox;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.stereotype.Component;

/**
 * Signs what the server hands out and must recognise when it comes back (a continue code), with
 * an HMAC-SHA256 under one of its own {@link ServerSecrets}, named by purpose so that a signature
 * made for one purpose never verifies for another. The keys stay in here; only signatures leave.
 */
@Component
public class ServerSignatures {

    private final ServerSecrets secrets;

    ServerSignatures(ServerSecrets secrets) {
        this.secrets = secrets;
    }

    /** The HMAC-SHA256 of {@code data} under the server's key for {@code purpose}. */
    public byte[] sign(String purpose, byte[] data) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secrets.get(purpose), "HmacSHA256"));
            return mac.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }

    /** The shortest signature {@link #verifies} accepts: a shortened HMAC keeps at least 128 bits. */
    public static final int MIN_BYTES = 16;

    /**
     * Whether {@code signature} is this server's for {@code data}: its HMAC, or the HMAC's first bytes
     * (at least {@link #MIN_BYTES}) where a code must stay short, compared in constant time.
     */
    public boolean verifies(String purpose, byte[] data, byte[] signature) {
        byte[] expected = sign(purpose, data);
        return signature.length >= MIN_BYTES
                && signature.length <= expected.length
                && MessageDigest.isEqual(Arrays.copyOf(expected, signature.length), signature);
    }
}
