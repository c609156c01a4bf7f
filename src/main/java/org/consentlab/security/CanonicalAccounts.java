package org.consentlab.security;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.consentlab.base.StartupRefusal;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;

/**
 * The accounts that may sign in, looked up by their canonical name ({@link AccountName}), the
 * same key the sign-in throttle counts under: whatever spelling reaches the store finds the account
 * its lock belongs to, and a name with a control or format character finds none. Each lookup hands
 * out a copy, since a successful sign-in erases the password of the account object it was given.
 */
public final class CanonicalAccounts implements UserDetailsService {

    private final Map<String, UserDetails> byName = new LinkedHashMap<>();

    /** Refuses to start when two accounts share a canonical name or a name has no plain spelling. */
    public CanonicalAccounts(List<UserDetails> accounts) {
        for (UserDetails account : accounts) {
            if (AccountName.hasControlOrFormat(account.getUsername())) {
                throw new StartupRefusal(
                        "the account name '" + account.getUsername().strip()
                                + "' contains a control or format character: choose a name without one");
            }
            UserDetails earlier = byName.putIfAbsent(AccountName.canonical(account.getUsername()), account);
            if (earlier != null) {
                throw new StartupRefusal("two accounts are named '" + earlier.getUsername() + "' and '"
                        + account.getUsername() + "', which are one name once case and letter forms are set "
                        + "aside: give them different names");
            }
        }
    }

    @Override
    public UserDetails loadUserByUsername(String username) {
        UserDetails account =
                AccountName.hasControlOrFormat(username) ? null : byName.get(AccountName.canonical(username));
        if (account == null) {
            throw new UsernameNotFoundException("no such account");
        }
        return User.withUserDetails(account).build();
    }
}
