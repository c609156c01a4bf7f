package org.consentlab.approval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.crypto.password.PasswordEncoder;

/** The instructor's sign-in follows the approver's rule to the letter, and may approve too. */
@ExtendWith(OutputCaptureExtension.class)
class InstructorAccountsTest {

    private static final String ANNOUNCEMENT = "Instructor sign-in for local use: user 'instructor', password "
            + "'teach-locally' (set consentlab.instructor.username and consentlab.instructor.password to change it).";

    private final ApproverAccounts accounts = new ApproverAccounts();
    private final PasswordEncoder encoder = accounts.passwordEncoder();

    @Test
    void configuredCredentialsAreUsedNeverPrintedAndCarryBothRoles(CapturedOutput output) {
        UserDetails ines = accounts.signIns("dana", "approver-words", "ines", "s3cret-teach", "0.0.0.0", encoder)
                .loadUserByUsername("ines");

        assertThat(ines.getAuthorities())
                .extracting(GrantedAuthority::getAuthority)
                .containsExactlyInAnyOrder("ROLE_INSTRUCTOR", "ROLE_APPROVER");
        assertThat(encoder.matches("s3cret-teach", ines.getPassword())).isTrue();
        assertThat(ines.getPassword()).startsWith("{bcrypt}");
        assertThat(output.getAll()).doesNotContain("s3cret-teach").doesNotContain("Instructor sign-in for local use");
    }

    @Test
    void withoutConfigurationOnLoopbackTheLocalDefaultIsUsedAndAnnouncedOnce(CapturedOutput output) {
        UserDetails instructor =
                accounts.signIns("", "", "", "", "127.0.0.1", encoder).loadUserByUsername("instructor");

        assertThat(encoder.matches("teach-locally", instructor.getPassword())).isTrue();
        assertThat(output.getAll().lines().filter(line -> line.contains("Instructor sign-in for local use")))
                .singleElement()
                .asString()
                .endsWith(ANNOUNCEMENT);
    }

    @Test
    void halfAConfigurationStopsStartUp() {
        assertThatIllegalStateException()
                .isThrownBy(() -> accounts.signIns("", "", "ines", "", "127.0.0.1", encoder))
                .withMessageStartingWith("consentlab.instructor.password is not set");
        assertThatIllegalStateException()
                .isThrownBy(() -> accounts.signIns("", "", "", "s3cret-teach", "127.0.0.1", encoder))
                .withMessageStartingWith("consentlab.instructor.username is not set");
    }

    @Test
    void offLoopbackTheDefaultInstructorStopsStartUpAndNamesThePropertiesToSet(CapturedOutput output) {
        for (String address : new String[] {"0.0.0.0", "", "192.0.2.10"}) {
            assertThatIllegalStateException()
                    .isThrownBy(() -> accounts.signIns("dana", "approver-words", "", "", address, encoder))
                    .withMessageContaining(
                            "the default instructor account works only while the server listens on loopback")
                    .withMessageContaining("set consentlab.instructor.username and consentlab.instructor.password");
        }
        assertThat(output.getAll()).doesNotContain("teach-locally");
    }

    @Test
    void theApproverAndTheInstructorMayNotShareAUsername() {
        assertThatIllegalStateException()
                .isThrownBy(() -> accounts.signIns("sam", "one-words", "sam", "other-words", "127.0.0.1", encoder))
                .withMessageContaining("both named 'sam'");
        assertThatIllegalStateException()
                .as("nor one name in two spellings")
                .isThrownBy(() ->
                        accounts.signIns("Sam", "one-words", "\uFF53\uFF41\uFF4D", "other-words", "127.0.0.1", encoder))
                .withMessageContaining("both named 'Sam'");
    }

    @Test
    void aConfiguredNameWithAControlOrFormatCharacterStopsStartUp() {
        for (String name : new String[] {"sam\u0007", "s\u200Bam"}) {
            assertThatIllegalStateException()
                    .isThrownBy(() -> accounts.signIns(name, "one-words", "ines", "other-words", "127.0.0.1", encoder))
                    .withMessageContaining("contains a control or format character");
        }
    }
}
