package org.consentlab.approval;

import java.util.List;
import java.util.Optional;
import org.consentlab.base.StartupRefusal;
import org.consentlab.instructor.InstructorAccount;
import org.consentlab.security.AccountName;
import org.consentlab.security.CanonicalAccounts;
import org.consentlab.security.Loopback;
import org.consentlab.security.SignInAccount;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * Who may sign in: the approver and the instructor, each by the one rule of {@link SignInAccount}
 * (configured by two properties, or a local default on loopback only). The instructor also holds
 * the approver role. Both accounts live in one store, looked up by canonical name, so they may not
 * share a username in any spelling (case, letter forms).
 */
@Configuration(proxyBeanMethods = false)
class ApproverAccounts {

    static final String ROLE = "APPROVER";
    static final String USERNAME_PROPERTY = "consentlab.approver.username";
    static final String PASSWORD_PROPERTY = "consentlab.approver.password";
    static final SignInAccount APPROVER = new SignInAccount(
            "approver", USERNAME_PROPERTY, PASSWORD_PROPERTY, "approver", "approve-locally", List.of(ROLE));

    @Bean
    PasswordEncoder passwordEncoder() {
        // Delegating, so a stored hash says which algorithm made it and a stronger one can follow.
        return PasswordEncoderFactories.createDelegatingPasswordEncoder();
    }

    @Bean
    UserDetailsService signIns(
            @Value("${" + USERNAME_PROPERTY + ":}") String approverName,
            @Value("${" + PASSWORD_PROPERTY + ":}") String approverPassword,
            @Value("${consentlab.instructor.username:}") String instructorName,
            @Value("${consentlab.instructor.password:}") String instructorPassword,
            @Value("${server.address:}") String serverAddress,
            PasswordEncoder encoder) {
        UserDetails approver = APPROVER.resolve(approverName, approverPassword, serverAddress);
        UserDetails instructor = InstructorAccount.ACCOUNT.resolve(instructorName, instructorPassword, serverAddress);
        if (AccountName.canonical(approver.getUsername()).equals(AccountName.canonical(instructor.getUsername()))) {
            throw new StartupRefusal("the approver and the instructor are both named '" + approver.getUsername()
                    + "': give " + USERNAME_PROPERTY + " and " + InstructorAccount.ACCOUNT.usernameProperty()
                    + " different values");
        }
        return new CanonicalAccounts(List.of(approver, instructor), encoder);
    }

    @Bean
    LocalApproverSignIn localApproverSignIn(
            @Value("${" + USERNAME_PROPERTY + ":}") String username,
            @Value("${" + PASSWORD_PROPERTY + ":}") String password,
            @Value("${consentlab.instructor.username:}") String instructorName,
            @Value("${consentlab.instructor.password:}") String instructorPassword,
            @Value("${server.address:}") String serverAddress) {
        // Start-up refuses a local default off loopback; the check here keeps it so should that rule ever move.
        if (!Loopback.is(serverAddress)) {
            return new LocalApproverSignIn(Optional.empty(), Optional.empty());
        }
        return new LocalApproverSignIn(
                APPROVER.localDefault(username, password),
                InstructorAccount.ACCOUNT.localDefault(instructorName, instructorPassword));
    }
}
