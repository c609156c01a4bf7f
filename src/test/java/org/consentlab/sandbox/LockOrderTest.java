package org.consentlab.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.consentlab.sandbox.LockOrder.Lock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The lock order is the documented one, and the check refuses exactly the sequences that break
 * it: any sequence of locks is let through if and only if it starts with the sandbox's row, stays
 * on one sandbox and never steps back in the order (a lock held already may be taken again).
 */
class LockOrderTest {

    private static final SandboxId SANDBOX = SandboxId.random();
    private static final SandboxId OTHER = SandboxId.random();

    @BeforeEach
    void transaction() {
        begin();
    }

    @AfterEach
    void end() {
        commit();
    }

    @Test
    void theOrderIsTheOneTheDocsWriteDown() throws IOException {
        String doc = Files.readString(Path.of("docs/how-a-gated-call-runs.md"));
        Matcher step = Pattern.compile("(?m)^\\d\\. `([A-Z_]+)`").matcher(doc);
        List<String> documented = step.results().map(match -> match.group(1)).toList();

        assertThat(documented)
                .containsExactlyElementsOf(
                        Arrays.stream(Lock.values()).map(Lock::name).toList());
    }

    @Test
    void anySequenceIsLetThroughExactlyWhenItKeepsTheOrder() {
        qt().withExamples(2000)
                .forAll(
                        lists().of(integers().between(0, Lock.values().length - 1))
                                .ofSizeBetween(1, 7),
                        integers().between(0, 6))
                .checkAssert((indexes, otherSandboxAt) -> {
                    List<Lock> locks =
                            indexes.stream().map(index -> Lock.values()[index]).toList();
                    commit();
                    begin();
                    // A lock of another sandbox comes after the first lock, or not at all (below 1).
                    boolean anotherSandbox = otherSandboxAt >= 1 && otherSandboxAt < locks.size();
                    boolean keepsOrder = locks.getFirst() == Lock.SANDBOX && neverStepsBack(locks) && !anotherSandbox;
                    assertThat(takeAll(locks, otherSandboxAt))
                            .as("%s (another sandbox at %d)", locks, otherSandboxAt)
                            .isEqualTo(keepsOrder);
                });
    }

    @Test
    void aLockTakenBackwardsIsRefusedAndNamesBoth() {
        LockOrder.taking(SANDBOX, Lock.SANDBOX);
        LockOrder.taking(SANDBOX, Lock.AUDIT_CHAIN_HEAD);

        assertThatThrownBy(() -> LockOrder.taking(SANDBOX, Lock.GATE))
                .hasMessage("lock order: GATE taken after AUDIT_CHAIN_HEAD");
        assertThat(LockOrder.held()).containsExactly(Lock.SANDBOX, Lock.AUDIT_CHAIN_HEAD);
    }

    @Test
    void aLockHeldAlreadyMayBeTakenAgainAndSaysSo() {
        assertThat(LockOrder.taking(SANDBOX, Lock.SANDBOX)).isFalse();
        LockOrder.taking(SANDBOX, Lock.TOOL_CALL);
        LockOrder.taking(SANDBOX, Lock.AUDIT_CHAIN_HEAD);

        assertThat(LockOrder.taking(SANDBOX, Lock.SANDBOX)).isTrue();
        assertThat(LockOrder.taking(Lock.TOOL_CALL)).isTrue();
    }

    @Test
    void outsideATransactionNothingIsChecked() {
        commit();
        assertThatCode(() -> LockOrder.taking(Lock.AUDIT_CHAIN_HEAD)).doesNotThrowAnyException();
        assertThat(LockOrder.taking(SANDBOX, Lock.GATE)).isFalse();
        begin();
    }

    private static boolean takeAll(List<Lock> locks, int otherSandboxAt) {
        try {
            for (int i = 0; i < locks.size(); i++) {
                LockOrder.taking(i == otherSandboxAt && i > 0 ? OTHER : SANDBOX, locks.get(i));
            }
            return true;
        } catch (IllegalStateException refused) {
            return false;
        }
    }

    /** Each lock is one held already, or comes after every lock taken before it. */
    private static boolean neverStepsBack(List<Lock> locks) {
        Lock highest = locks.getFirst();
        for (int i = 1; i < locks.size(); i++) {
            Lock lock = locks.get(i);
            if (lock.compareTo(highest) < 0 && !locks.subList(0, i).contains(lock)) {
                return false;
            }
            highest = lock.compareTo(highest) > 0 ? lock : highest;
        }
        return true;
    }

    private static void begin() {
        TransactionSynchronizationManager.initSynchronization();
        TransactionSynchronizationManager.setActualTransactionActive(true);
    }

    private static void commit() {
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.getSynchronizations()
                    .forEach(sync -> sync.afterCompletion(TransactionSynchronization.STATUS_COMMITTED));
            TransactionSynchronizationManager.clearSynchronization();
        }
        TransactionSynchronizationManager.setActualTransactionActive(false);
    }
}
