package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import org.consentlab.TestClock;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.UiBehaviour;
import org.consentlab.payment.Order;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.HoldState;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/** "Hold the wire": a request that left waits at the effect boundary, visible, until released or dropped. */
@SpringBootTest
@Import(TestClock.Config.class)
class LifecycleWireHoldTest extends LifecycleRunTestSupport {

    @Autowired
    ToolCalls calls;

    @Test
    void firesEarlyIsCaughtHeldWhileTheDialogStillWaits() {
        held.hold(sandbox, true);
        long callId = play(LifecycleAction.SEND_PAYMENT, UiBehaviour.FIRES_EARLY);

        Gate gate = pendingGateOf(callId);
        assertThat(gate).isNotNull();
        assertThat(wireOf(callId)).singleElement().satisfies(entry -> {
            assertThat(entry.held()).isTrue();
            assertThat(entry.request()).isEqualTo("POST /api/payments");
        });
        assertThat(payments.sent(sandbox)).isEmpty();
        assertThat(verdict(callId).headline()).isEqualTo("FAIL");
        assertThat(verdict(callId).reason()).contains("the person has not agreed");

        assertThat(confirms.confirmInPage(person(gate), gate)).contains("had already left when the dialog opened");
        assertThat(((WireHold) held).confirmRelease(releasing())).isEqualTo(1);
        assertThat(wireOf(callId)).singleElement().extracting(WireEntry::hold).isEqualTo(HoldState.RELEASED);
        assertThat(payments.sent(sandbox))
                .singleElement()
                .satisfies(p -> assertThat(p.amountCents()).isEqualTo(12000));
        assertThat(verdict(callId).reason()).contains("before the person agreed");
    }

    @Test
    void aCorrectRequestHeldAfterConsentRunsOnlyWhenReleased() {
        held.hold(sandbox, true);
        long callId = play(LifecycleAction.REFUND_ORDER, UiBehaviour.CORRECT);
        Gate gate = pendingGateOf(callId);

        assertThat(confirms.confirmInPage(person(gate), gate)).startsWith("HELD");
        assertThat(calls.find(callId).orElseThrow().state()).isEqualTo(CallState.EXECUTING);
        assertThat(payments.order(sandbox, "ORD-1042").orElseThrow().status()).isEqualTo(Order.PAID);

        ((WireHold) held).confirmRelease(releasing());
        assertThat(payments.order(sandbox, "ORD-1042").orElseThrow().status()).isEqualTo(Order.REFUNDED);
        assertThat(calls.find(callId).orElseThrow().state()).isEqualTo(CallState.OUTPUT_AVAILABLE);
        assertThat(verdict(callId).headline()).isEqualTo("PASS");
        assertThat(((WireHold) held).confirmRelease(releasing())).isZero();
    }

    @Test
    void aResetDropsWhatIsHeldAndNothingOfItRuns() {
        held.hold(sandbox, true);
        long callId = play(LifecycleAction.SEND_PAYMENT, UiBehaviour.NO_CONFIRMATION);
        assertThat(calls.find(callId).orElseThrow().state()).isEqualTo(CallState.EXECUTING);

        sandboxes.reset(sandbox);

        assertThat(wireOf(callId)).singleElement().extracting(WireEntry::hold).isEqualTo(HoldState.DROPPED);
        assertThat(payments.sent(sandbox)).isEmpty();
        assertThat(calls.find(callId).orElseThrow().state()).isEqualTo(CallState.OUTPUT_ERROR);
        assertThat(held.holding(sandbox)).isFalse();
    }
}
