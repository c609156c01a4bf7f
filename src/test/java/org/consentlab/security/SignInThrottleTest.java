package org.consentlab.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.security.BrowserLikeClient.location;

import io.github.bucket4j.distributed.proxy.ProxyManager;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Sign-ins take their attempt before the password is checked, per account and per client address,
 * behind a proxy the app trusts (loopback, with {@code server.forward-headers-strategy=native}), so
 * each test comes from forwarded addresses of its own.
 */
@BehindATrustedProxy
class SignInThrottleTest {

    @LocalServerPort
    int port;

    @Autowired
    PasswordChecks checks;

    @Test
    void thirtySimultaneousWrongPasswordsGetAtMostTheLimitCheckedAndThenEvenTheRightOneIsRefused() throws Exception {
        int checkedBefore = checks.count();

        List<String> burst = simultaneousSignIns(
                "203.0.113.10",
                IntStream.range(0, 30).mapToObj(i -> "guess " + i).toList());

        assertThat(checks.count() - checkedBefore).as("passwords checked").isBetween(1, 3);
        assertThat(burst).filteredOn("/login?error"::equals).hasSize(checks.count() - checkedBefore);
        assertThat(burst).filteredOn("/login?throttled"::equals).hasSize(30 - (checks.count() - checkedBefore));

        // The right password, in the middle of the next burst, is refused without a check like the rest.
        int checkedAfterFirstBurst = checks.count();
        List<String> passwords = new ArrayList<>(
                IntStream.range(0, 10).mapToObj(i -> "again " + i).toList());
        passwords.set(5, "correct horse");
        assertThat(simultaneousSignIns("203.0.113.11", passwords)).containsOnly("/login?throttled");
        assertThat(checks.count()).as("nothing checked").isEqualTo(checkedAfterFirstBurst);
    }

    @Test
    void aLockedOutNameLeavesOtherNamesBehindTheSameAddressAloneUpToTheAddressLimit() throws Exception {
        BrowserLikeClient classroom = new BrowserLikeClient(port).always("X-Forwarded-For", "203.0.113.20");
        for (int attempt = 0; attempt < 3; attempt++) {
            assertThat(location(classroom.signIn("Olga ", "guess " + attempt))).isEqualTo("/login?error");
        }
        assertThat(location(classroom.signIn("olga", "guess")))
                .as("the account")
                .isEqualTo("/login?throttled");

        // Others behind the same address are still checked: the address has its own, larger allowance.
        for (String someone : List.of("erin", "fred", "gil")) {
            assertThat(location(classroom.signIn(someone, "x"))).as(someone).isEqualTo("/login?error");
        }
        assertThat(location(classroom.signIn("hana", "x")))
                .as("the address, after 6 failures")
                .isEqualTo("/login?throttled");
        assertThat(location(new BrowserLikeClient(port)
                        .always("X-Forwarded-For", "203.0.113.21")
                        .signIn("hana", "x")))
                .as("another forwarded address has a bucket of its own")
                .isEqualTo("/login?error");
    }

    @Test
    void aRightPasswordGivesItsAttemptsBack() throws Exception {
        BrowserLikeClient browser = new BrowserLikeClient(port).always("X-Forwarded-For", "203.0.113.30");
        // Several right sign-ins in a row never use the account's allowance up: only failures count.
        for (int i = 0; i < 5; i++) {
            assertThat(location(new BrowserLikeClient(port)
                            .always("X-Forwarded-For", "203.0.113.30")
                            .signIn("ines", "teach horse")))
                    .isEqualTo("/signed-in");
        }
        assertThat(location(browser.signIn("ines", "wrong"))).isEqualTo("/login?error");
    }

    @Test
    void afterOneAttemptRefillsExactlyOneOfASimultaneousBurstGetsThrough() throws Exception {
        ProxyManager<String> buckets = new ThrottleBuckets().inMemoryBuckets();
        SignInThrottle throttle = new SignInThrottle(buckets, 2, Duration.ofSeconds(2), 100, Duration.ofMinutes(10));
        assertThat(throttle.tryAttempt("dana", "10.0.0.1")).isTrue();
        assertThat(throttle.tryAttempt("dana", "10.0.0.2")).isTrue();
        assertThat(throttle.tryAttempt("dana", "10.0.0.3"))
                .as("the account, from any address")
                .isFalse();
        assertThat(throttle.secondsToWait("dana", "10.0.0.3")).isBetween(1L, 2L);

        Thread.sleep(1_100); // one attempt back (two per two seconds), the next one a second away

        ExecutorService pool = Executors.newFixedThreadPool(20);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Boolean>> burst = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                burst.add(pool.submit(() -> {
                    start.await();
                    return throttle.tryAttempt("dana", "10.0.0.4");
                }));
            }
            start.countDown();
            long through = 0;
            for (Future<Boolean> attempt : burst) {
                through += attempt.get() ? 1 : 0;
            }
            assertThat(through).isEqualTo(1);
        } finally {
            pool.shutdownNow();
        }
        throttle.succeeded("dana", "10.0.0.4");
        assertThat(throttle.tryAttempt("dana", "10.0.0.5"))
                .as("a success gave its attempt back")
                .isTrue();
    }

    /** Each sign-in from its own browser (its own CSRF token), all posted at the same moment. */
    private List<String> simultaneousSignIns(String forwardedFor, List<String> passwords) throws Exception {
        List<BrowserLikeClient> browsers = new ArrayList<>();
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < passwords.size(); i++) {
            BrowserLikeClient browser = new BrowserLikeClient(port).always("X-Forwarded-For", forwardedFor);
            tokens.add(browser.csrfToken());
            browsers.add(browser);
        }
        ExecutorService pool = Executors.newFixedThreadPool(passwords.size());
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<HttpResponse<String>>> posts = new ArrayList<>();
            for (int i = 0; i < passwords.size(); i++) {
                int n = i;
                Callable<HttpResponse<String>> post = () -> {
                    start.await();
                    return browsers.get(n).postLogin("dana", passwords.get(n), tokens.get(n), null);
                };
                posts.add(pool.submit(post));
            }
            start.countDown();
            List<String> landed = new ArrayList<>();
            for (Future<HttpResponse<String>> post : posts) {
                landed.add(location(post.get()));
            }
            for (BrowserLikeClient browser : browsers) {
                assertThat(location(browser.get("/approvals")))
                        .as("nobody signed in")
                        .isEqualTo("/login");
            }
            return landed;
        } finally {
            pool.shutdownNow();
        }
    }
}
