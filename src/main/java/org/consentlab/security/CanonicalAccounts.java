package org.consentlab.security;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.consentlab.base.StartupRefusal;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * The accounts that may sign in, looked up by their canonical name ({@link AccountName}), the
 * same key the sign-in throttle counts under: whatever spelling reaches the store finds the account
 * its lock belongs to, and a name with a control or format character finds none. Each lookup hands
 * out a copy, since a successful sign-in erases the password of the account object it was given.
 *
 * <p>The store keeps each password only encoded. Encoding is slow by design (BCrypt: about 0.17 s
 * for the two accounts on two cores, docs/performance.md), so it runs on a thread of its own while
 * the app goes on starting; a sign-in that comes before it is done waits for it.
 */
public final class CanonicalAccounts implements UserDetailsService {

    private static final Executor ENCODING =
            task -> Thread.ofPlatform().daemon().name("sign-in-encoding").start(task);

    private final CompletableFuture<Map<String, UserDetails>> byName;

    /**
     * Refuses to start when two accounts share a canonical name or a name has no plain spelling;
     * the accounts' passwords are as given, and are encoded with {@code encoder}.
     */
    public CanonicalAccounts(List<UserDetails> accounts, PasswordEncoder encoder) {
        Map<String, UserDetails> named = new LinkedHashMap<>();
        for (UserDetails account : accounts) {
            if (AccountName.hasControlOrFormat(account.getUsername())) {
                throw new StartupRefusal(
                        "the account name '" + account.getUsername().strip()
                                + "' contains a control or format character: choose a name without one");
            }
            UserDetails earlier = named.putIfAbsent(AccountName.canonical(account.getUsername()), account);
            if (earlier != null) {
                throw new StartupRefusal("two accounts are named '" + earlier.getUsername() + "' and '"
                        + account.getUsername() + "', which are one name once case and letter forms are set "
                        + "aside: give them different names");
            }
        }
        byName = CompletableFuture.supplyAsync(() -> encoded(named, encoder), ENCODING);
    }

    @Override
    public UserDetails loadUserByUsername(String username) {
        UserDetails account =
                AccountName.hasControlOrFormat(username) ? null : byName.join().get(AccountName.canonical(username));
        if (account == null) {
            throw new UsernameNotFoundException("no such account");
        }
        return User.withUserDetails(account).build();
    }

    private static Map<String, UserDetails> encoded(Map<String, UserDetails> named, PasswordEncoder encoder) {
        Map<String, UserDetails> encoded = new LinkedHashMap<>();
        named.forEach((name, account) -> encoded.put(
                name,
                User.withUserDetails(account)
                        .password(encoder.encode(account.getPassword()))
                        .build()));
        return Map.copyOf(encoded);
    }
}
