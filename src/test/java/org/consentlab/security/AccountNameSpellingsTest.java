package org.consentlab.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.security.BrowserLikeClient.location;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * However an account's name is spelled (case, compatibility forms, control and format characters
 * at either end), the sign-in and its lock see the one account: a spelling with a control or
 * format character never signs in, and its failure counts against the account it spells.
 */
@BehindTheClusterProxy
class AccountNameSpellingsTest {

    @LocalServerPort
    int port;

    @Autowired
    PasswordChecks checks;

    /** Every control (Cc) and format (Cf) character Java's Unicode tables know, generated. */
    static List<String> controlAndFormatCharacters() {
        return IntStream.rangeClosed(Character.MIN_CODE_POINT, Character.MAX_CODE_POINT)
                .filter(c -> Character.getType(c) == Character.CONTROL || Character.getType(c) == Character.FORMAT)
                .mapToObj(Character::toString)
                .toList();
    }

    @Test
    void everyControlAndFormatCharacterAtEitherEndOfALockedNameIsRefusedWithTheRightPassword() throws Exception {
        BrowserLikeClient browser = browserFrom("198.51.100.1");
        String token = browser.csrfToken();
        for (int guess = 0; guess < 5; guess++) {
            browser.postLogin("dana", "guess " + guess, token, null);
        }
        assertThat(location(browser.postLogin("dana", "correct horse", token, null)))
                .as("locked")
                .isEqualTo("/login?throttled");

        List<String> characters = controlAndFormatCharacters();
        assertThat(characters).as("all of Cc and Cf").hasSizeGreaterThan(200);
        int checkedBefore = checks.count();
        for (String character : characters) {
            for (String name : List.of("dana" + character, character + "dana", character + character + "DANA")) {
                assertThat(location(browser.postLogin(name, "correct horse", token, null)))
                        .as("U+%04X in %s", name.codePointAt(name.startsWith("d") ? 4 : 0), "'" + name + "'")
                        .isEqualTo("/login?throttled");
            }
        }
        assertThat(checks.count())
                .as("no password checked for a locked account")
                .isEqualTo(checkedBefore);
        assertThat(location(browser.get("/approvals"))).as("nobody signed in").isEqualTo("/login");
    }

    @Test
    void fiveGuessesSpreadOverManySpellingsLockTheOneAccount() throws Exception {
        // The first is the right password under a spelling with a control character: refused, and counted.
        List<String> spellings = List.of("ines\u0007", "Ines", "\u200Bines", "\uFF49\uFF4E\uFF45\uFF53", "INES\u0000");
        for (int i = 0; i < spellings.size(); i++) {
            String password = i == 0 ? "teach horse" : "guess " + i;
            assertThat(location(browserFrom("198.51.100.2" + i).signIn(spellings.get(i), password)))
                    .as("'%s'", spellings.get(i))
                    .isEqualTo("/login?error");
        }

        BrowserLikeClient rightName = browserFrom("198.51.100.30");
        assertThat(location(rightName.signIn("ines", "teach horse")))
                .as("the one account is locked")
                .isEqualTo("/login?throttled");
    }

    private BrowserLikeClient browserFrom(String address) {
        return new BrowserLikeClient(port)
                .always("X-Forwarded-For", address)
                .always(ForwardedHeadersFromTheProxyOnly.HEADER, BehindTheClusterProxy.SECRET);
    }
}
