package org.consentlab.instructor;

import io.github.bucket4j.distributed.proxy.ProxyManager;
import java.time.Duration;
import java.util.function.Supplier;
import org.consentlab.instructor.Classes.JoinResult;
import org.consentlab.security.Allowance;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Keeps class codes from being guessed: each client address may type only so many wrong codes
 * (20 per 10 minutes by default, refilled gradually). A code's check takes one attempt before the
 * code is looked up, and a code that names a class gives it back at once, so only wrong codes use
 * the allowance up and a whole class joining from one classroom address is never slowed. Once an
 * address has none left, a code is not looked up at all, right or wrong, until the bucket refills.
 * The buckets are Bucket4j's, shared by every node on PostgreSQL.
 */
@Component
public class CodeGuesses {

    /** What a code field says once its address has used up its wrong codes. */
    public static final String WAIT = "Too many wrong codes from your network in a short time: this code was not "
            + "checked. Wait a few minutes, then try again.";

    private final Allowance wrongCodes;
    private final Duration patience;

    CodeGuesses(ProxyManager<String> buckets, @Value("${consentlab.class-code.max-wrong:20}") int maxWrong,
                @Value("${consentlab.class-code.refill-period:PT10M}") Duration refillPeriod,
                @Value("${consentlab.class-code.patience:PT3S}") Duration patience) {
        this.wrongCodes = new Allowance(buckets, "class-code-address", maxWrong, refillPeriod);
        this.patience = patience;
    }

    /**
     * Runs the code's check for a client address, or answers {@link JoinResult#WAIT} without running
     * it. A check finding no attempt left waits up to the patience (three seconds) for attempts that
     * right codes being checked at this moment hold: a class joining all at once gets them back.
     */
    public JoinResult check(String address, Supplier<JoinResult> check) {
        try {
            if (!wrongCodes.take(address, patience)) {
                return JoinResult.WAIT;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return JoinResult.WAIT;
        }
        JoinResult result = JoinResult.UNKNOWN_CODE;
        try {
            result = check.get();
            return result;
        } finally {
            if (result != JoinResult.UNKNOWN_CODE) {
                wrongCodes.giveBack(address);
            }
        }
    }
}
