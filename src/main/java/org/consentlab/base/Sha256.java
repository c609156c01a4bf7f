package org.consentlab.base;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 in lower-case hex, the one way the project hashes a text (a token, an audit row's link). */
public final class Sha256 {

    // Every call links two audit rows: a digest per thread, not a provider look-up and a new digest per hash.
    private static final ThreadLocal<MessageDigest> DIGEST = ThreadLocal.withInitial(Sha256::digest);

    private Sha256() {}

    /** The hash of {@code text}'s UTF-8, in lower-case hex. */
    public static String hex(String text) {
        // digest() resets the digest for the thread's next hash.
        return HexFormat.of().formatHex(DIGEST.get().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
