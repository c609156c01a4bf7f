package org.consentlab.sandbox;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Arrays;
import java.util.Optional;

/**
 * The cookie that binds a browser to its sandbox. It outlives the HTTP session and the app
 * process, so a learner comes back to the same sandbox after a restart.
 */
public final class SandboxCookie {

    public static final String NAME = "consentlab-sandbox";
    /** Set by {@link SandboxCookieFilter} on the request that issued a new cookie. */
    static final String REQUEST_ATTRIBUTE = SandboxCookie.class.getName();

    private SandboxCookie() {
    }

    public static Optional<SandboxId> read(HttpServletRequest request) {
        if (request.getAttribute(REQUEST_ATTRIBUTE) instanceof SandboxId issued) {
            return Optional.of(issued);
        }
        Cookie[] cookies = request.getCookies();
        if (cookies == null) {
            return Optional.empty();
        }
        return Arrays.stream(cookies)
                .filter(cookie -> NAME.equals(cookie.getName()))
                .map(cookie -> SandboxId.parse(cookie.getValue()))
                .flatMap(Optional::stream)
                .findFirst();
    }
}
