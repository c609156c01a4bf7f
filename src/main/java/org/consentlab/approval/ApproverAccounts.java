package org.consentlab.approval;

import org.consentlab.base.StartupRefusal;
import org.consentlab.security.Loopback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;

/**
 * Who may sign in as an approver: the account named by {@value #USERNAME_PROPERTY} and
 * {@value #PASSWORD_PROPERTY}, or, when neither is set and the server listens on loopback only,
 * a documented local default that the start-up log names once. Off loopback the default would be
 * a published password, so start-up stops instead. Only the encoded password is kept, and a
 * configured password is never printed.
 */
@Configuration(proxyBeanMethods = false)
class ApproverAccounts {

    static final String ROLE = "APPROVER";
    static final String USERNAME_PROPERTY = "consentlab.approver.username";
    static final String PASSWORD_PROPERTY = "consentlab.approver.password";
    static final String DEFAULT_USERNAME = "approver";
    static final String DEFAULT_PASSWORD = "approve-locally";

    private static final Logger log = LoggerFactory.getLogger(ApproverAccounts.class);

    @Bean
    PasswordEncoder passwordEncoder() {
        // Delegating, so a stored hash says which algorithm made it and a stronger one can follow.
        return PasswordEncoderFactories.createDelegatingPasswordEncoder();
    }

    @Bean
    UserDetailsService approvers(@Value("${" + USERNAME_PROPERTY + ":}") String username,
                                 @Value("${" + PASSWORD_PROPERTY + ":}") String password,
                                 @Value("${server.address:}") String serverAddress, PasswordEncoder encoder) {
        return new InMemoryUserDetailsManager(approver(username, password, serverAddress, encoder));
    }

    @Bean
    LocalApproverSignIn localApproverSignIn(@Value("${" + USERNAME_PROPERTY + ":}") String username,
                                            @Value("${" + PASSWORD_PROPERTY + ":}") String password) {
        boolean localDefault = (username == null || username.isBlank()) && (password == null || password.isEmpty());
        return new LocalApproverSignIn(localDefault
                ? new LocalApproverSignIn.Credentials(DEFAULT_USERNAME, DEFAULT_PASSWORD) : null);
    }

    static UserDetails approver(String username, String password, String serverAddress, PasswordEncoder encoder) {
        boolean hasUsername = username != null && !username.isBlank();
        boolean hasPassword = password != null && !password.isEmpty();
        if (hasUsername != hasPassword) {
            // Half a configuration is a mistake: falling back to the default would hide it.
            String missing = hasUsername ? PASSWORD_PROPERTY : USERNAME_PROPERTY;
            throw new StartupRefusal(missing + " is not set: set both " + USERNAME_PROPERTY + " and "
                    + PASSWORD_PROPERTY + ", or neither to use the local default approver");
        }
        if (!hasUsername && !Loopback.is(serverAddress)) {
            throw new StartupRefusal("the default approver account works only while the server listens on loopback, "
                    + "but server.address is '" + serverAddress + "': set " + USERNAME_PROPERTY + " and "
                    + PASSWORD_PROPERTY + " (or bind server.address=127.0.0.1)");
        }
        if (!hasUsername) {
            log.warn("Approver sign-in for local use: user '{}', password '{}' (set {} and {} to change it).",
                    DEFAULT_USERNAME, DEFAULT_PASSWORD, USERNAME_PROPERTY, PASSWORD_PROPERTY);
            return account(DEFAULT_USERNAME, DEFAULT_PASSWORD, encoder);
        }
        return account(username.strip(), password, encoder);
    }

    private static UserDetails account(String username, String password, PasswordEncoder encoder) {
        return User.withUsername(username).password(encoder.encode(password)).roles(ROLE).build();
    }
}
