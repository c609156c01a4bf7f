package org.consentlab.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/** The canonical name, and the sign-in filter's refusal of every control and format character. */
class AccountNameTest {

    @Test
    void everySpellingOfANameIsOneName() {
        assertThat(AccountName.canonical("  Dana ")).isEqualTo("dana");
        assertThat(AccountName.canonical("\uFF24\uFF41\uFF4E\uFF41"))
                .as("full-width")
                .isEqualTo("dana");
        assertThat(AccountName.canonical("STRASSE"))
                .isEqualTo(AccountName.canonical("stra\u00DFe"))
                .as("folded");
        assertThat(AccountName.canonical("dana\u00A0")).as("no-break space").isEqualTo("dana");
        assertThat(AccountName.canonical("da na")).as("inner space stays").isEqualTo("da na");
        assertThat(AccountName.canonical(null)).isEmpty();
        assertThat(AccountName.canonical("x".repeat(500))).hasSize(AccountName.MAX_CODE_POINTS);
    }

    @Test
    void everyControlAndFormatCharacterAtEitherEndIsTakenOutOfTheKeyAndRefusedAtTheDoor() throws Exception {
        SignInThrottle throttle = new SignInThrottle(
                new ThrottleBuckets().inMemoryBuckets(),
                1_000_000,
                Duration.ofMinutes(5),
                1_000_000,
                Duration.ofMinutes(5));
        SignInThrottleFilter filter = new SignInThrottleFilter(throttle, "/login");
        for (String character : AccountNameSpellingsTest.controlAndFormatCharacters()) {
            for (String name : new String[] {"Dana" + character, character + "dana", character + "dana" + character}) {
                String what = String.format("U+%04X", character.codePointAt(0));
                assertThat(AccountName.canonical(name)).as(what).isEqualTo("dana");
                assertThat(AccountName.hasControlOrFormat(name)).as(what).isTrue();

                MockHttpServletRequest post = new MockHttpServletRequest("POST", "/login");
                post.setParameter("username", name);
                post.setParameter("password", "correct horse");
                MockHttpServletResponse response = new MockHttpServletResponse();
                MockFilterChain chain = new MockFilterChain();
                filter.doFilter(post, response, chain);
                assertThat(chain.getRequest())
                        .as("%s: the password is never checked", what)
                        .isNull();
                assertThat(response.getRedirectedUrl()).as(what).isEqualTo("/login?error");
            }
        }
        assertThat(AccountName.hasControlOrFormat("Dana Smith")).isFalse();
    }
}
