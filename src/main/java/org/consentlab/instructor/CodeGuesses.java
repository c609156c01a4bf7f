package org.consentlab.instructor;

import io.github.bucket4j.distributed.proxy.ProxyManager;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;
import org.consentlab.instructor.Classes.JoinResult;
import org.consentlab.security.Allowance;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Keeps class codes from being guessed: each client address may type only so many wrong codes
 * (20 per 10 minutes by default, refilled gradually). A code takes one attempt before it is looked
 * up, and a code that names a class gives it back as soon as the lookup found it, before the join
 * (or the approver's choice) it opens is done, so only wrong codes use the allowance up and a
 * whole class joining from one classroom address is never slowed. Once an address has none left,
 * a code is not looked up at all, right or wrong, until the bucket refills. The buckets are
 * Bucket4j's, shared by every node on PostgreSQL.
 */
@Component
public class CodeGuesses {

    /** What a code field says once its address has used up its wrong codes. */
    public static final String WAIT = "Too many wrong codes from your network in a short time: this code was not "
            + "checked. Wait a few minutes, then try again.";

    private final Classes classes;
    private final Allowance wrongCodes;
    private final Duration patience;

    CodeGuesses(
            Classes classes,
            ProxyManager<String> buckets,
            @Value("${consentlab.class-code.max-wrong:20}") int maxWrong,
            @Value("${consentlab.class-code.refill-period:PT10M}") Duration refillPeriod,
            @Value("${consentlab.class-code.patience:PT0.5S}") Duration patience) {
        this.classes = classes;
        this.wrongCodes = new Allowance(buckets, "class-code-address", maxWrong, refillPeriod);
        this.patience = patience;
    }

    /**
     * Looks the code up for a client address and hands the class it names (running or ended) to
     * {@code withClass}; answers {@link JoinResult#UNKNOWN_CODE} for a code no class has, and
     * {@link JoinResult#WAIT} without looking it up once the address has no attempt left. A check
     * finding none left waits up to the patience (half a second) for the attempts that lookups of
     * right codes in flight hold for the moment of one query.
     */
    public JoinResult check(String address, JoinCode code, Function<WorkshopClass, JoinResult> withClass) {
        try {
            if (!wrongCodes.take(address, patience)) {
                return JoinResult.WAIT;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return JoinResult.WAIT;
        }
        // A lookup that fails keeps its attempt, as a wrong code does: nothing is given back unproven.
        Optional<WorkshopClass> found = classes.byCode(code);
        if (found.isEmpty()) {
            return JoinResult.UNKNOWN_CODE;
        }
        wrongCodes.giveBack(address);
        return withClass.apply(found.get());
    }
}
