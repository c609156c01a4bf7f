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
        UserDetailsService approvers = accounts.approvers("dana", "s3cret-words", encoder);

        UserDetails dana = approvers.loadUserByUsername("dana");
        assertThat(dana.getAuthorities()).extracting(GrantedAuthority::getAuthority).containsExactly("ROLE_APPROVER");
        assertThat(encoder.matches("s3cret-words", dana.getPassword())).isTrue();
        assertThat(dana.getPassword()).startsWith("{bcrypt}").doesNotContain("s3cret-words");
        assertThat(exists(approvers, "approver")).as("the default account is gone once one is configured").isFalse();
        assertThat(output.getAll()).doesNotContain("s3cret-words").doesNotContain("Approver sign-in for local use");
    }

    @Test
    void learnersAreShownTheSignInOnlyWhileTheLocalDefaultIsInForce() {
        assertThat(accounts.localApproverSignIn("", "").credentials()).hasValueSatisfying(shown -> {
            assertThat(shown.username()).isEqualTo("approver");
            assertThat(shown.password()).isEqualTo("approve-locally");
        });
        assertThat(accounts.localApproverSignIn("dana", "s3cret-words").credentials())
                .as("real credentials are never shown").isEmpty();
    }

    @Test
    void withoutConfigurationTheLocalDefaultIsUsedAndAnnouncedOnce(CapturedOutput output) {
        UserDetailsService approvers = accounts.approvers("", "", encoder);

        UserDetails approver = approvers.loadUserByUsername("approver");
        assertThat(approver.getAuthorities()).extracting(GrantedAuthority::getAuthority)
                .containsExactly("ROLE_APPROVER");
        assertThat(encoder.matches("approve-locally", approver.getPassword())).isTrue();
        assertThat(approver.getPassword()).startsWith("{bcrypt}");
        assertThat(output.getAll().lines().filter(line -> line.contains("Approver sign-in for local use")))
                .singleElement().asString().endsWith(ANNOUNCEMENT);
    }

    @Test
    void halfAConfigurationStopsStartUpInsteadOfFallingBack(CapturedOutput output) {
        assertThatIllegalStateException().isThrownBy(() -> accounts.approvers("dana", "", encoder))
                .withMessageStartingWith("consentlab.approver.password is not set");
        assertThatIllegalStateException().isThrownBy(() -> accounts.approvers(" ", "s3cret-words", encoder))
                .withMessageStartingWith("consentlab.approver.username is not set");
        assertThat(output.getAll()).doesNotContain("Approver sign-in for local use").doesNotContain("s3cret-words");
    }

    private static boolean exists(UserDetailsService approvers, String username) {
        try {
            approvers.loadUserByUsername(username);
            return true;
        } catch (UsernameNotFoundException e) {
            return false;
        }
    }
}
