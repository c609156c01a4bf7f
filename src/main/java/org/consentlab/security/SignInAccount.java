package org.consentlab.security;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.consentlab.base.StartupRefusal;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;

/**
 * One kind of sign-in (the approver, the instructor) and the one rule every kind follows: the
 * account named by two properties, or, when neither is set and the server listens on loopback
 * only, a documented local default that the start-up log names once. Off loopback the default
 * would be a published password, so start-up stops instead; half a configuration stops it too,
 * since falling back to the default would hide the mistake. A configured password is never
 * printed, and the store that keeps the account ({@link CanonicalAccounts}) keeps it only encoded.
 */
public record SignInAccount(
        String who,
        String usernameProperty,
        String passwordProperty,
        String defaultUsername,
        String defaultPassword,
        List<String> roles) {

    private static final Logger log = LoggerFactory.getLogger(SignInAccount.class);

    public record Credentials(String username, String password) {}

    public SignInAccount {
        roles = List.copyOf(roles);
    }

    /** The account in force, its password as given, or a refusal to start that names the properties to set. */
    public UserDetails resolve(@Nullable String username, @Nullable String password, @Nullable String serverAddress) {
        boolean hasUsername = username != null && !username.isBlank();
        boolean hasPassword = password != null && !password.isEmpty();
        if (hasUsername != hasPassword) {
            String missing = hasUsername ? passwordProperty : usernameProperty;
            throw new StartupRefusal(missing + " is not set: set both " + usernameProperty + " and " + passwordProperty
                    + ", or neither to use the local default " + who);
        }
        if (!hasUsername && !Loopback.is(serverAddress)) {
            throw new StartupRefusal("the default " + who + " account works only while the server listens on "
                    + "loopback, but server.address is '" + (serverAddress == null ? "" : serverAddress) + "': set "
                    + usernameProperty + " and " + passwordProperty + " (or bind server.address=127.0.0.1)");
        }
        if (!hasUsername) {
            log.warn(
                    "{} sign-in for local use: user '{}', password '{}' (set {} and {} to change it).",
                    capitalized(who),
                    defaultUsername,
                    defaultPassword,
                    usernameProperty,
                    passwordProperty);
            return account(defaultUsername, defaultPassword);
        }
        return account(username.strip(), password);
    }

    /** The local default's sign-in while it is in force (neither property set); empty once configured. */
    public Optional<Credentials> localDefault(@Nullable String username, @Nullable String password) {
        boolean unset = (username == null || username.isBlank()) && (password == null || password.isEmpty());
        return unset ? Optional.of(new Credentials(defaultUsername, defaultPassword)) : Optional.empty();
    }

    private UserDetails account(String username, String password) {
        return User.withUsername(username)
                .password(password)
                .roles(roles.toArray(String[]::new))
                .build();
    }

    private static String capitalized(String text) {
        return text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }
}
