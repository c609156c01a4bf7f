package org.consentlab.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.security.BrowserLikeClient.location;

import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** Failed sign-ins are throttled per account and per address, by Bucket4j buckets. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "consentlab.approver.username=dana", "consentlab.approver.password=correct horse",
        "consentlab.sign-in.max-failures=3"})
class SignInThrottleTest {

    @LocalServerPort int port;

    @Test
    void afterTooManyWrongPasswordsEvenTheRightOneIsRefusedForAWhile() throws Exception {
        BrowserLikeClient guesser = new BrowserLikeClient(port);
        for (int attempt = 0; attempt < 3; attempt++) {
            assertThat(location(guesser.signIn("dana", "guess " + attempt))).isEqualTo("/login?error");
        }

        HttpResponse<String> right = guesser.signIn("dana", "correct horse");

        assertThat(location(right)).isEqualTo("/login?throttled");
        assertThat(right.headers().firstValue("Retry-After").map(Long::parseLong)).hasValueSatisfying(
                seconds -> assertThat(seconds).isPositive());
        assertThat(location(guesser.get("/approvals"))).as("not signed in").isEqualTo("/login");
        // The address is held back too: another account name from it fares no better.
        assertThat(location(new BrowserLikeClient(port).signIn("someone-else", "x"))).isEqualTo("/login?throttled");
    }

    @Test
    void theAccountIsHeldBackFromEveryAddressAndTheAddressForEveryAccount() {
        SignInThrottle throttle = new SignInThrottle(2, Duration.ofMinutes(5));
        throttle.failed("Dana", "10.0.0.1");
        throttle.failed("dana ", "10.0.0.2");

        assertThat(throttle.allows("dana", "10.0.0.3")).as("the account, from a third address").isFalse();
        assertThat(throttle.allows("erin", "10.0.0.3")).isTrue();

        throttle.failed("x", "10.0.0.9");
        throttle.failed("y", "10.0.0.9");
        assertThat(throttle.allows("erin", "10.0.0.9")).as("any account, from the guessing address").isFalse();
        assertThat(throttle.secondsToWait("erin", "10.0.0.9")).isBetween(1L, 300L);
    }

    @Test
    void attemptsComeBackAsTheBucketRefills() throws Exception {
        SignInThrottle throttle = new SignInThrottle(1, Duration.ofMillis(200));
        throttle.failed("dana", "10.0.0.1");
        assertThat(throttle.allows("dana", "10.0.0.1")).isFalse();

        Thread.sleep(400);

        assertThat(throttle.allows("dana", "10.0.0.1")).isTrue();
    }
}
