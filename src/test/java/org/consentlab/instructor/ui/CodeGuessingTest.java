package org.consentlab.instructor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.textfield.TextField;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.consentlab.SignedInBrowserlessTest;
import org.consentlab.approval.ApproverClass;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.Classes.JoinResult;
import org.consentlab.instructor.CodeGuesses;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.test.context.support.WithMockUser;
import org.springframework.test.context.TestPropertySource;

/**
 * Class codes cannot be guessed: 20 wrong codes per client address (the default, named here so
 * that these guesses stay in a context of their own), then no code is looked up, not even the
 * right one, on the join page or the approvals page; right codes never count.
 */
@TestPropertySource(properties = "consentlab.class-code.max-wrong=20")
class CodeGuessingTest extends SignedInBrowserlessTest {

    @Autowired Classes classes;
    @Autowired CodeGuesses guesses;
    @Autowired CurrentSandbox current;
    @Autowired Sandboxes sandboxes;
    @Autowired ApproverClass approverClass;

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void afterTwentyWrongCodesTheRightOneIsNotCheckedOnTheJoinPageNorOnTheApprovalsPage() {
        WorkshopClass workshop = classes.create("Tuesday", "ines");
        navigate(JoinView.class);
        TextField code = find(TextField.class).id("join-code");
        for (int guess = 0; guess < 20; guess++) {
            test(code).setValue(wrongCode(guess));
            test(find(Button.class).id("join-submit")).click();
            assertThat(code.getErrorMessage()).as("guess %d", guess).startsWith("No class has the code");
        }

        test(code).setValue(workshop.code().value());
        test(find(Button.class).id("join-submit")).click();

        assertThat(code.isInvalid()).isTrue();
        assertThat(code.getErrorMessage()).isEqualTo(CodeGuesses.WAIT);
        assertThat(classes.membership(current.get())).as("not joined").isEmpty();
        // The same address choosing a class to approve for: its code is a guess like any other.
        assertThat(approverClass.choose(workshop.code().value())).isEqualTo(JoinResult.WAIT);
        assertThat(approverClass.chosen()).isEmpty();
    }

    @Test
    void aSimultaneousBurstAfterTheLimitIsNotCheckedEvenWithTheRightCodeInside() throws Exception {
        AtomicInteger checked = new AtomicInteger();
        List<JoinResult> first = simultaneously(30, i -> guesses.check("192.0.2.60", () -> {
            checked.incrementAndGet();
            return JoinResult.UNKNOWN_CODE;
        }));
        assertThat(checked).as("codes looked up").hasValue(20);
        assertThat(first).filteredOn(JoinResult.WAIT::equals).hasSize(10);

        List<JoinResult> second = simultaneously(10, i -> guesses.check("192.0.2.60", () -> {
            checked.incrementAndGet();
            return i == 5 ? JoinResult.JOINED : JoinResult.UNKNOWN_CODE; // the right code, inside the burst
        }));

        assertThat(second).containsOnly(JoinResult.WAIT);
        assertThat(checked).as("none looked up").hasValue(20);
    }

    @Test
    void aClassOfThirtyJoiningAtOnceFromOneAddressIsNeverSlowed() throws Exception {
        WorkshopClass workshop = classes.create("Thursday", "ines");
        List<SandboxId> learners = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            learners.add(sandboxes.create());
        }
        for (int typo = 0; typo < 3; typo++) {
            assertThat(guesses.check("192.0.2.70", () -> JoinResult.UNKNOWN_CODE)).isEqualTo(JoinResult.UNKNOWN_CODE);
        }

        List<JoinResult> joined = simultaneously(30, i -> guesses.check("192.0.2.70",
                () -> classes.join(learners.get(i), workshop.code(), "Learner " + i)));

        assertThat(joined).containsOnly(JoinResult.JOINED);
        assertThat(classes.members(workshop.id())).hasSize(30);
        // Right codes gave their attempts back: the address still has the 17 wrong codes it had left.
        AtomicInteger checked = new AtomicInteger();
        simultaneously(20, i -> guesses.check("192.0.2.70", () -> {
            checked.incrementAndGet();
            return JoinResult.UNKNOWN_CODE;
        }));
        assertThat(checked).hasValue(17);
    }

    private static String wrongCode(int n) {
        return "ZZZZ" + "23456789ABCDEFGHJKMN".charAt(n) + "Q";
    }

    private interface Guess {
        JoinResult run(int index);
    }

    private static List<JoinResult> simultaneously(int count, Guess guess) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(count);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<JoinResult>> running = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int index = i;
                running.add(pool.submit(() -> {
                    start.await();
                    return guess.run(index);
                }));
            }
            start.countDown();
            List<JoinResult> results = new ArrayList<>();
            for (Future<JoinResult> result : running) {
                results.add(result.get());
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }
}
