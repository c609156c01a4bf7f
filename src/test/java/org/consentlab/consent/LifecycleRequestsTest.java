package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.consentlab.TestClock;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.LifecycleRun;
import org.consentlab.lifecycle.UiBehaviour;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCalls;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/** The request side of Lab 5: streaming, racing players, and one run at a time. */
@SpringBootTest
@Import(TestClock.Config.class)
class LifecycleRequestsTest extends LifecycleRunTestSupport {

    @Autowired
    ToolCalls calls;

    @Test
    void argumentsStreamInThreeChunksAndTheCallIsSentOnce() {
        long callId = requests.begin(sandbox, "session-1", ROUTE, LifecycleAction.SEND_PAYMENT, UiBehaviour.CORRECT);
        List<String> seen = new ArrayList<>();
        for (int chunk = 0; chunk < LifecycleRun.CHUNKS; chunk++) {
            assertThat(requests.step(callId)).isTrue();
            seen.add(requests.run(callId).orElseThrow().argsSoFar());
            assertThat(calls.find(callId).orElseThrow().state()).isEqualTo(CallState.INPUT_STREAMING);
        }
        assertThat(seen.getLast()).isEqualTo(LifecycleAction.SEND_PAYMENT.playArgs());
        assertThat(seen.get(0).length()).isLessThan(seen.get(1).length());

        assertThat(requests.step(callId)).isTrue();
        assertThat(calls.find(callId).orElseThrow().state()).isEqualTo(CallState.APPROVAL_REQUESTED);
        assertThat(requests.step(callId)).as("only a person can move it now").isFalse();
    }

    @Test
    void playersRacingOnOneRunSendItExactlyOnce() throws Exception {
        long callId =
                requests.begin(sandbox, "session-1", ROUTE, LifecycleAction.SEND_PAYMENT, UiBehaviour.NO_CONFIRMATION);
        for (int chunk = 0; chunk < LifecycleRun.CHUNKS; chunk++) {
            requests.step(callId);
        }
        ExecutorService players = Executors.newFixedThreadPool(8);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Boolean>> sent = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            sent.add(players.submit(() -> {
                go.await();
                return requests.step(callId);
            }));
        }
        go.countDown();
        int sends = 0;
        for (Future<Boolean> result : sent) {
            sends += result.get() ? 1 : 0;
        }
        players.shutdown();

        assertThat(sends).isEqualTo(1);
        assertThat(payments.sent(sandbox)).hasSize(1);
        assertThat(wireOf(callId)).hasSize(1);
    }

    @Test
    void aNewRunCancelsTheOneStillWaitingForThePerson() {
        long first = play(LifecycleAction.REFUND_ORDER, UiBehaviour.CORRECT);
        assertThat(pendingGateOf(first)).isNotNull();

        play(LifecycleAction.SEND_PAYMENT, UiBehaviour.CORRECT);

        assertThat(pendingGateOf(first)).isNull();
        assertThat(calls.find(first).orElseThrow().outcome().label()).isEqualTo("cancelled");
        assertThat(wireOf(first)).isEmpty();
    }
}
