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
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.consentlab.SignedInBrowserlessTest;
import org.consentlab.approval.ApproverClass;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.Classes.JoinResult;
import org.consentlab.instructor.CodeGuesses;
import org.consentlab.instructor.JoinCode;
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
 * right one, on the join page or the approvals page; right codes never count, and give their
 * attempt back once looked up, before their join, so the default half second of patience is enough.
 */
@TestPropertySource(properties = {"consentlab.class-code.max-wrong=20", "consentlab.class-code.patience=PT0.5S"})
class CodeGuessingTest extends SignedInBrowserlessTest {

    private static final JoinCode WRONG = JoinCode.parse("ZZZZZQ").orElseThrow();

    @Autowired
    Classes classes;

    @Autowired
    CodeGuesses guesses;

    @Autowired
    CurrentSandbox current;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ApproverClass approverClass;

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
        WorkshopClass workshop = classes.create("Wednesday", "ines");
        List<JoinResult> first =
                simultaneously(30, i -> guesses.check("192.0.2.60", WRONG, found -> JoinResult.JOINED));
        assertThat(first)
                .as("looked up and not found")
                .filteredOn(JoinResult.UNKNOWN_CODE::equals)
                .hasSize(20);
        assertThat(first).filteredOn(JoinResult.WAIT::equals).hasSize(10);

        AtomicInteger found = new AtomicInteger();
        List<JoinResult> second = simultaneously(
                10,
                i -> guesses.check(
                        "192.0.2.60",
                        i == 5 ? workshop.code() : WRONG,
                        named -> { // the right code, inside the burst
                            found.incrementAndGet();
                            return JoinResult.JOINED;
                        }));

        assertThat(second).containsOnly(JoinResult.WAIT);
        assertThat(found).as("none looked up").hasValue(0);
    }

    @Test
    void rightCodesGiveTheirAttemptsBackOnceLookedUpNotAfterTheirJoins() throws Exception {
        WorkshopClass workshop = classes.create("Friday", "ines");
        List<SandboxId> learners = thirtyLearners();
        // Each join goes on only once all thirty are inside theirs: were an attempt held for the
        // join, twenty would hold all twenty attempts and the other ten would be told to wait.
        CountDownLatch allInside = new CountDownLatch(30);
        List<JoinResult> joined = simultaneously(
                30,
                i -> guesses.check("192.0.2.80", workshop.code(), found -> {
                    allInside.countDown();
                    try {
                        allInside.await(20, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return classes.join(learners.get(i), found, "Learner " + i);
                }));

        assertThat(joined).containsOnly(JoinResult.JOINED);
        assertThat(allInside.getCount()).as("joins under way at once").isZero();
        assertThat(classes.members(workshop.id())).hasSize(30);
        // Wrong codes still cost what they did: twenty are looked up, the next is not, nor the right one after it.
        for (int guess = 0; guess < 20; guess++) {
            assertThat(guesses.check("192.0.2.80", WRONG, found -> JoinResult.JOINED))
                    .as("guess %d", guess)
                    .isEqualTo(JoinResult.UNKNOWN_CODE);
        }
        assertThat(guesses.check("192.0.2.80", WRONG, found -> JoinResult.JOINED))
                .isEqualTo(JoinResult.WAIT);
        assertThat(guesses.check("192.0.2.80", workshop.code(), found -> JoinResult.JOINED))
                .isEqualTo(JoinResult.WAIT);
    }

    @Test
    void aClassOfThirtyJoiningAtOnceFromOneAddressIsNeverSlowed() throws Exception {
        WorkshopClass workshop = classes.create("Thursday", "ines");
        List<SandboxId> learners = thirtyLearners();
        for (int typo = 0; typo < 3; typo++) {
            assertThat(guesses.check("192.0.2.70", WRONG, found -> JoinResult.JOINED))
                    .isEqualTo(JoinResult.UNKNOWN_CODE);
        }

        List<JoinResult> joined = simultaneously(
                30,
                i -> guesses.check(
                        "192.0.2.70", workshop.code(), found -> classes.join(learners.get(i), found, "Learner " + i)));

        assertThat(joined).containsOnly(JoinResult.JOINED);
        assertThat(classes.members(workshop.id())).hasSize(30);
        // Right codes gave their attempts back: the address still has the 17 wrong codes it had left.
        List<JoinResult> guessed =
                simultaneously(20, i -> guesses.check("192.0.2.70", WRONG, found -> JoinResult.JOINED));
        assertThat(guessed).filteredOn(JoinResult.UNKNOWN_CODE::equals).hasSize(17);
    }

    private List<SandboxId> thirtyLearners() {
        List<SandboxId> learners = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            learners.add(sandboxes.create());
        }
        return learners;
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
