package org.consentlab.security;

import io.github.bucket4j.distributed.proxy.ProxyManager;
import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.event.EventListener;
import org.springframework.security.authentication.event.AuthenticationSuccessEvent;
import org.springframework.security.web.authentication.WebAuthenticationDetails;
import org.springframework.stereotype.Component;

/**
 * Slows down password guessing. Every sign-in takes an attempt from two buckets before its
 * password is checked: one for the account named (by its canonical name, so every spelling of a
 * name shares one lock) and one for the address it came from; a sign-in
 * that succeeds gives both back, so only failures count. While either bucket is empty the password
 * is not checked at all. The account's allowance is small (a few guesses per account); the
 * address's is generous, so that one person's wrong passwords behind a classroom's shared address
 * lock out their own account name and not everyone else's. The address is the one the servlet
 * container reports: the client's own, or the forwarded one only when the app is told to trust its
 * proxy ({@code server.forward-headers-strategy}). The buckets are Bucket4j's, shared by every node
 * on PostgreSQL ({@link ThrottleBuckets}).
 */
@Component
public class SignInThrottle {

    private final Allowance accounts;
    private final Allowance addresses;

    SignInThrottle(
            ProxyManager<String> buckets,
            @Value("${consentlab.sign-in.max-failures:5}") int maxFailures,
            @Value("${consentlab.sign-in.refill-period:PT5M}") Duration refillPeriod,
            @Value("${consentlab.sign-in.address-max-failures:50}") int addressMaxFailures,
            @Value("${consentlab.sign-in.address-refill-period:PT10M}") Duration addressRefillPeriod) {
        this.accounts = new Allowance(buckets, "sign-in-account", maxFailures, refillPeriod);
        this.addresses = new Allowance(buckets, "sign-in-address", addressMaxFailures, addressRefillPeriod);
    }

    /**
     * Takes one attempt for the account and one for the address; false (and nothing taken) when
     * either has none left, and then the password must not be checked.
     */
    public boolean tryAttempt(@Nullable String username, @Nullable String address) {
        String account = accountKey(username);
        String from = addressKey(address);
        if (!addresses.take(from)) {
            return false;
        }
        if (!accounts.take(account)) {
            addresses.giveBack(from); // refused without a check: it costs the address nothing
            return false;
        }
        return true;
    }

    /** Seconds until one more attempt is allowed for this account and address (0 when allowed now). */
    public long secondsToWait(@Nullable String username, @Nullable String address) {
        long nanos = Math.max(accounts.nanosToWait(accountKey(username)), addresses.nanosToWait(addressKey(address)));
        return (long) Math.ceil(nanos / 1e9);
    }

    /** A right password gives its attempts back: only failures use the allowance up. */
    public void succeeded(@Nullable String username, @Nullable String address) {
        accounts.giveBack(accountKey(username));
        addresses.giveBack(addressKey(address));
    }

    @EventListener
    void onSuccess(AuthenticationSuccessEvent event) {
        if (event.getAuthentication().getDetails() instanceof WebAuthenticationDetails details) {
            succeeded(event.getAuthentication().getName(), details.getRemoteAddress());
        }
    }

    /** Every spelling of a name is the one account's ({@link AccountName}): its lock holds for all of them. */
    private static String accountKey(@Nullable String username) {
        return AccountName.canonical(username);
    }

    private static String addressKey(@Nullable String address) {
        return address == null ? "unknown" : address;
    }
}
