package org.consentlab.approval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.crypto.password.PasswordEncoder;

@ExtendWith(OutputCaptureExtension.class)
class ApproverAccountsTest {

    private static final String ANNOUNCEMENT = "Approver sign-in for local use: user 'approver', password "
            + "'approve-locally' (set consentlab.approver.username and consentlab.approver.password to change it).";

    private final ApproverAccounts accounts = new ApproverAccounts();
    private final PasswordEncoder encoder = accounts.passwordEncoder();

    @Test
    void configuredCredentialsAreUsedAndNeverPrinted(CapturedOutput output) {
        UserDetailsService approvers = approvers("dana", "s3cret-words", "127.0.0.1", encoder);

        UserDetails dana = approvers.loadUserByUsername("dana");
        assertThat(dana.getAuthorities())
                .extracting(GrantedAuthority::getAuthority)
                .containsExactly("ROLE_APPROVER");
        assertThat(encoder.matches("s3cret-words", dana.getPassword())).isTrue();
        assertThat(dana.getPassword()).startsWith("{bcrypt}").doesNotContain("s3cret-words");
        assertThat(exists(approvers, "approver"))
                .as("the default account is gone once one is configured")
                .isFalse();
        assertThat(output.getAll()).doesNotContain("s3cret-words").doesNotContain("Approver sign-in for local use");
    }

    @Test
    void learnersAreShownTheSignInOnlyWhileTheLocalDefaultIsInForce() {
        assertThat(accounts.localApproverSignIn("", "", "", "", "127.0.0.1").credentials())
                .hasValueSatisfying(shown -> {
                    assertThat(shown.username()).isEqualTo("approver");
                    assertThat(shown.password()).isEqualTo("approve-locally");
                });
        assertThat(accounts.localApproverSignIn("", "", "", "", "127.0.0.1").instructor())
                .hasValueSatisfying(shown -> {
                    assertThat(shown.username()).isEqualTo("instructor");
                    assertThat(shown.password()).isEqualTo("teach-locally");
                });
        assertThat(accounts.localApproverSignIn("dana", "s3cret-words", "", "", "127.0.0.1")
                        .credentials())
                .as("real credentials are never shown")
                .isEmpty();
        assertThat(accounts.localApproverSignIn("", "", "ines", "t3ach-words", "127.0.0.1")
                        .instructor())
                .as("real credentials are never shown")
                .isEmpty();
        LocalApproverSignIn offLoopback = accounts.localApproverSignIn("", "", "", "", "0.0.0.0");
        assertThat(offLoopback.credentials())
                .as("off loopback nothing is shown")
                .isEmpty();
        assertThat(offLoopback.instructor()).as("off loopback nothing is shown").isEmpty();
    }

    @Test
    void withoutConfigurationTheLocalDefaultIsUsedAndAnnouncedOnce(CapturedOutput output) {
        UserDetailsService approvers = approvers("", "", "127.0.0.1", encoder);

        UserDetails approver = approvers.loadUserByUsername("approver");
        assertThat(approver.getAuthorities())
                .extracting(GrantedAuthority::getAuthority)
                .containsExactly("ROLE_APPROVER");
        assertThat(encoder.matches("approve-locally", approver.getPassword())).isTrue();
        assertThat(approver.getPassword()).startsWith("{bcrypt}");
        assertThat(output.getAll().lines().filter(line -> line.contains("Approver sign-in for local use")))
                .singleElement()
                .asString()
                .endsWith(ANNOUNCEMENT);
    }

    @Test
    void halfAConfigurationStopsStartUpInsteadOfFallingBack(CapturedOutput output) {
        assertThatIllegalStateException()
                .isThrownBy(() -> approvers("dana", "", "127.0.0.1", encoder))
                .withMessageStartingWith("consentlab.approver.password is not set");
        assertThatIllegalStateException()
                .isThrownBy(() -> approvers(" ", "s3cret-words", "127.0.0.1", encoder))
                .withMessageStartingWith("consentlab.approver.username is not set");
        assertThat(output.getAll())
                .doesNotContain("Approver sign-in for local use")
                .doesNotContain("s3cret-words");
    }

    @Test
    void offLoopbackTheDefaultAccountStopsStartUpAndNamesThePropertiesToSet(CapturedOutput output) {
        for (String address : new String[] {"0.0.0.0", "", "192.0.2.10", "::"}) {
            assertThatIllegalStateException()
                    .isThrownBy(() -> approvers("", "", address, encoder))
                    .withMessageContaining("works only while the server listens on loopback")
                    .withMessageContaining("set consentlab.approver.username and consentlab.approver.password");
        }
        assertThat(output.getAll()).doesNotContain("approve-locally");
    }

    @Test
    void aConfiguredAccountWorksOnAnyAddressAndOnLoopbackNamesTheDefaultToo() {
        assertThat(approvers("dana", "s3cret-words", "0.0.0.0", encoder).loadUserByUsername("dana"))
                .isNotNull();
        for (String loopback : new String[] {"127.0.0.1", "localhost", "::1"}) {
            assertThat(approvers("", "", loopback, encoder).loadUserByUsername("approver"))
                    .isNotNull();
        }
    }

    private static boolean exists(UserDetailsService approvers, String username) {
        try {
            approvers.loadUserByUsername(username);
            return true;
        } catch (UsernameNotFoundException e) {
            return false;
        }
    }

    /** The approver's rule, with the instructor configured so that only the approver's side is in question. */
    private UserDetailsService approvers(
            String username, String password, String serverAddress, PasswordEncoder encoder) {
        return accounts.signIns(username, password, "ines", "teach-words", serverAddress, encoder);
    }
}
