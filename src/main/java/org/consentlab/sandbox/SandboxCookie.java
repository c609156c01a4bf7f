package org.consentlab.sandbox;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.stereotype.Component;

/**
 * The cookie that binds a browser to its sandbox. It outlives the HTTP session and the app
 * process, so a learner comes back to the same sandbox after a restart.
 *
 * <p>Its value is the sandbox id and an HMAC-SHA256 of it under a key only the server holds, so
 * only ids the server issued are accepted: a value someone made up (sandbox fixation) or an old
 * unsigned one reads as no cookie at all, and the browser is issued a fresh sandbox.
 */
@Component
public class SandboxCookie {

    public static final String NAME = "consentlab-sandbox";
    /** Set by {@link SandboxCookieFilter} on the request that issued a new cookie. */
    static final String REQUEST_ATTRIBUTE = SandboxCookie.class.getName();

    private final SecretKeySpec key;

    SandboxCookie(ServerSecrets secrets) {
        this.key = new SecretKeySpec(secrets.get("sandbox-cookie"), "HmacSHA256");
    }

    public Optional<SandboxId> read(HttpServletRequest request) {
        if (request.getAttribute(REQUEST_ATTRIBUTE) instanceof SandboxId issued) {
            return Optional.of(issued);
        }
        Cookie[] cookies = request.getCookies();
        if (cookies == null) {
            return Optional.empty();
        }
        return Arrays.stream(cookies)
                .filter(cookie -> NAME.equals(cookie.getName()))
                .map(cookie -> verify(cookie.getValue()))
                .flatMap(Optional::stream)
                .findFirst();
    }

    /** The cookie value for a sandbox the server issues: {@code <id>.<signature>}. */
    public String valueFor(SandboxId sandbox) {
        return sandbox.value() + "." + signature(sandbox.value());
    }

    /** The sandbox a signed value names; empty for anything the server did not sign. */
    Optional<SandboxId> verify(String value) {
        int dot = value == null ? -1 : value.indexOf('.');
        if (dot < 0) {
            return Optional.empty();
        }
        String id = value.substring(0, dot);
        byte[] given = value.substring(dot + 1).getBytes(StandardCharsets.US_ASCII);
        byte[] expected = signature(id).getBytes(StandardCharsets.US_ASCII);
        return MessageDigest.isEqual(given, expected) ? SandboxId.parse(id) : Optional.empty();
    }

    private String signature(String id) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return Base64.getUrlEncoder()
                    .withoutPadding()
                    .encodeToString(mac.doFinal(id.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
