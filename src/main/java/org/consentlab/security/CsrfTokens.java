package org.consentlab.security;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.security.web.csrf.CsrfTokenRequestHandler;
import org.springframework.security.web.csrf.XorCsrfTokenRequestAttributeHandler;

/**
 * Spring Security's default CSRF token handling (a masked token per response, BREACH-safe), except
 * that a token which cannot even be read is treated as no token: the default handler throws when
 * a token unmasks to bytes that are not UTF-8, which answered 500. Read as missing, the request is
 * refused like any other with a wrong token: 403.
 */
public final class CsrfTokens implements CsrfTokenRequestHandler {

    private final XorCsrfTokenRequestAttributeHandler masked = new XorCsrfTokenRequestAttributeHandler();

    @Override
    public void handle(HttpServletRequest request, HttpServletResponse response, Supplier<CsrfToken> token) {
        masked.handle(request, response, token);
    }

    @Override
    public @Nullable String resolveCsrfTokenValue(HttpServletRequest request, CsrfToken token) {
        try {
            return masked.resolveCsrfTokenValue(request, token);
        } catch (IllegalArgumentException unreadable) {
            return null;
        }
    }
}
