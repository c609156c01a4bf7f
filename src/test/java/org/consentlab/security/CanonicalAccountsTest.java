package org.consentlab.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.consentlab.base.StartupRefusal;
import org.junit.jupiter.api.Test;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * The store encodes the passwords off the start's path: its constructor returns while encoding is
 * still under way, a sign-in waits for it, and what a sign-in is handed is only ever the encoded
 * password. Names that clash are still refused at once, before the app serves anything.
 */
class CanonicalAccountsTest {

    final PasswordEncoder real = PasswordEncoderFactories.createDelegatingPasswordEncoder();

    static UserDetails account(String name, String password) {
        return User.withUsername(name).password(password).roles("APPROVER").build();
    }

    @Test
    void theConstructorReturnsWhileEncodingIsUnderWayAndASignInWaitsForIt() throws Exception {
        CountDownLatch encoderMayFinish = new CountDownLatch(1);
        PasswordEncoder held = new HeldEncoder(real, encoderMayFinish);

        CanonicalAccounts accounts = assertTimeoutPreemptively(
                Duration.ofSeconds(5), () -> new CanonicalAccounts(List.of(account("dana", "secret-1")), held));
        CompletableFuture<UserDetails> signIn =
                CompletableFuture.supplyAsync(() -> accounts.loadUserByUsername("Dana"));
        Thread.sleep(200);
        assertThat(signIn).as("a sign-in before encoding is done waits for it").isNotDone();

        encoderMayFinish.countDown();
        UserDetails found = signIn.get(10, TimeUnit.SECONDS);
        assertThat(found.getUsername()).isEqualTo("dana");
        assertThat(found.getPassword()).isNotEqualTo("secret-1").startsWith("{bcrypt}");
        assertThat(real.matches("secret-1", found.getPassword())).isTrue();
        assertThat(found.getAuthorities()).extracting(Object::toString).containsExactly("ROLE_APPROVER");
    }

    @Test
    void eachLookupHandsOutACopySoAnErasedPasswordDoesNotEraseTheStoredOne() {
        CanonicalAccounts accounts = new CanonicalAccounts(List.of(account("dana", "secret-1")), real);
        ((org.springframework.security.core.CredentialsContainer) accounts.loadUserByUsername("dana"))
                .eraseCredentials();
        assertThat(real.matches("secret-1", accounts.loadUserByUsername("dana").getPassword()))
                .isTrue();
        assertThatThrownBy(() -> accounts.loadUserByUsername("nobody")).isInstanceOf(UsernameNotFoundException.class);
    }

    @Test
    void clashingNamesAreRefusedAtOnceWithoutWaitingForAnyEncoding() {
        PasswordEncoder never = new HeldEncoder(real, new CountDownLatch(1));
        assertTimeoutPreemptively(
                Duration.ofSeconds(5),
                () -> assertThatThrownBy(
                                () -> new CanonicalAccounts(List.of(account("Dana", "a"), account("DANA", "b")), never))
                        .isInstanceOf(StartupRefusal.class)
                        .hasMessageContaining("one name once case and letter forms are set aside"));
    }

    /** An encoder that waits for a latch before encoding, as a slow hash would make start-up wait. */
    record HeldEncoder(PasswordEncoder real, CountDownLatch mayFinish) implements PasswordEncoder {

        @Override
        public String encode(CharSequence raw) {
            try {
                mayFinish.await();
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(interrupted);
            }
            return real.encode(raw);
        }

        @Override
        public boolean matches(CharSequence raw, String encoded) {
            return real.matches(raw, encoded);
        }
    }
}
