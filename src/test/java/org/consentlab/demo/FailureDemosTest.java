package org.consentlab.demo;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.ClickEvent;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.button.Button;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.instructor.FailureMode;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Every failure mode's demo, run as a visitor runs it (a click on Run) and graded on each twin's
 * own wire: the wrong design produced its effect, the correct twin did not (or, without
 * idempotency, exactly once), and the visitor's own sandbox saw nothing.
 */
@SpringBootTest
class FailureDemosTest {

    private static final String DELETE = "DELETE /api/account";
    private static final String ARCHIVE_31 = "POST /api/reports/RPT-31/archive";

    /** What each wrong design puts on the wire, and what its correct twin does. */
    private static final Map<FailureMode, List<List<String>>> WIRES = new EnumMap<>(Map.of(
            FailureMode.ONE_FUNCTION, List.of(List.of(DELETE), List.of()),
            FailureMode.FIRES_EARLY, List.of(List.of(DELETE), List.of()),
            FailureMode.NO_GATE, List.of(List.of(ARCHIVE_31), List.of()),
            FailureMode.REJECTION_AS_SUCCESS, List.of(List.of(), List.of()),
            FailureMode.NO_IDEMPOTENCY, List.of(List.of(ARCHIVE_31, ARCHIVE_31), List.of(ARCHIVE_31)),
            FailureMode.WRONG_ROW, List.of(List.of("POST /api/reports/RPT-29/archive"), List.of()),
            FailureMode.HIDDEN_CALLABLE, List.of(List.of("POST /api/reports/RPT-31/tags"), List.of()),
            FailureMode.TIMEOUT_FAILS_OPEN, List.of(List.of(DELETE), List.of()),
            FailureMode.AGENT_PRESSES_CONFIRM, List.of(List.of(DELETE), List.of()),
            FailureMode.REMEMBERED_YES,
                    List.of(List.of(ARCHIVE_31, "POST /api/reports/RPT-32/archive"), List.of(ARCHIVE_31))));

    static { // Map.of takes ten pairs at most
        WIRES.put(
                FailureMode.APPROVE_ALL_HIDES,
                List.of(List.of(DecisionDemoScripts.REFUND_40, DELETE), List.of(DecisionDemoScripts.REFUND_40)));
        WIRES.put(
                FailureMode.APPROVAL_NOT_BOUND,
                List.of(
                        List.of("POST /api/orders/ORD-1043/refund?amountCents=9000"),
                        List.of(DecisionDemoScripts.REFUND_40)));
        WIRES.put(FailureMode.ANY_PASSKEY, List.of(List.of(DELETE), List.of()));
    }

    @Autowired
    DemoRunButtons buttons;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    DemoTwins twins;

    @Autowired
    JdbcClient jdbc;

    @Autowired
    WireLog wire;

    @Autowired
    Accounts accounts;

    @ParameterizedTest
    @EnumSource(FailureMode.class)
    void theWrongDesignFailsOnTheWireAndItsTwinPasses(FailureMode mode) throws Exception {
        SandboxId visitor = sandboxes.create();
        Run run = run(mode, visitor);

        assertThat(run.verdicts.get(DemoSide.WRONG).wire())
                .extracting(WireEntry::request)
                .containsExactlyElementsOf(WIRES.get(mode).get(0));
        assertThat(run.verdicts.get(DemoSide.CORRECT).wire())
                .extracting(WireEntry::request)
                .containsExactlyElementsOf(WIRES.get(mode).get(1));
        assertThat(run.verdicts.get(DemoSide.WRONG).label()).isEqualTo("FAIL");
        assertThat(run.verdicts.get(DemoSide.CORRECT).label()).isEqualTo("PASS");
        assertThat(wire.entries(visitor)).isEmpty();
        assertThat(accounts.find(visitor).status()).isEqualTo(AccountStatus.ACTIVE);
    }

    @Test
    void rememberedYesIsAskedOnceThenNotAskedWhileItsTwinAsksAgain() throws Exception {
        Run run = run(FailureMode.REMEMBERED_YES, sandboxes.create());

        assertThat(run.steps.get(DemoSide.WRONG)).contains("The person was not asked this time.");
        assertThat(run.steps.get(DemoSide.CORRECT)).contains("The person is asked again, and rejects RPT-32.");
    }

    @Test
    void rejectionAsSuccessIsFailedForWhatTheAgentWasTold() throws Exception {
        Run run = run(FailureMode.REJECTION_AS_SUCCESS, sandboxes.create());

        assertThat(run.verdicts.get(DemoSide.WRONG).why()).startsWith("The agent was told \"DONE.");
        assertThat(run.steps.get(DemoSide.CORRECT))
                .anyMatch(step -> step.startsWith("In the end the agent is told: DECLINED"));
    }

    @Test
    void approvalNotBoundRefusesTheChangedRetryWhileItsWrongTwinRunsIt() throws Exception {
        Run run = run(FailureMode.APPROVAL_NOT_BOUND, sandboxes.create());

        assertThat(run.steps.get(DemoSide.CORRECT))
                .anyMatch(step -> step.startsWith("The retry is told: REFUSED. Call ")
                        && step.contains("a retry cannot change its arguments"));
        assertThat(run.steps.get(DemoSide.WRONG))
                .noneMatch(step -> step.contains("REFUSED"))
                .anyMatch(step -> step.contains("In the end the agent is told: REFUNDED €90.00"));
        assertThat(run.verdicts.get(DemoSide.WRONG).why()).contains("amountCents=9000");
    }

    @Test
    void anyPasskeyTakesTheAgentsOwnRegisteredPasskeyWhileItsTwinRefusesIt() throws Exception {
        Run run = run(FailureMode.ANY_PASSKEY, sandboxes.create());

        assertThat(run.steps.get(DemoSide.WRONG))
                .anyMatch(step -> step.startsWith("The person registers a passkey") && step.contains("Registered"))
                .anyMatch(step -> step.startsWith("The page answers: Saw a passkey assertion by credential")
                        && step.contains("Accepted by passkey"));
        assertThat(run.steps.get(DemoSide.CORRECT))
                .anyMatch(step -> step.startsWith("The page answers: Saw a passkey assertion. Refused by passkey")
                        && step.contains("a passkey this sandbox never registered"));
        assertThat(run.verdicts.get(DemoSide.WRONG).why()).contains("DELETE /api/account");
    }

    @Test
    void aClickFromTheServerRunsNothing() {
        SandboxId visitor = sandboxes.create();
        Run run = new Run();
        Button button = buttons.runButton(FailureMode.ONE_FUNCTION, visitor, "192.0.2.1", run);

        button.click();

        assertThat(run.done.getCount()).isEqualTo(2);
    }

    @Test
    void anAddresssRunsAreThrottledBeforeAnySandboxIsMadeWhateverCookieItSends() throws Exception {
        SandboxId visitor = sandboxes.create();
        for (int i = 0; i < twins.runsAtOnce(); i++) {
            assertThat(run(FailureMode.NO_GATE, visitor, "198.51.100.7").refusals)
                    .isEmpty();
        }
        int sandboxesBefore = sandboxCount();

        for (SandboxId cookie : List.of(visitor, sandboxes.create())) { // the same visitor, then without a cookie
            Run refused = new Run();
            Button button = buttons.runButton(FailureMode.NO_GATE, cookie, "198.51.100.7", refused);
            ComponentUtil.fireEvent(
                    button, new ClickEvent<>(button, true, 0, 0, 0, 0, 1, 0, false, false, false, false));

            assertThat(refused.refusals).singleElement().asString().startsWith("Too many runs");
            assertThat(refused.done.getCount()).isEqualTo(2);
        }
        assertThat(sandboxCount()).as("no throw-away sandbox made").isEqualTo(sandboxesBefore + 1);
        assertThat(run(FailureMode.NO_GATE, sandboxes.create(), "198.51.100.8").refusals)
                .as("another address still runs")
                .isEmpty();
    }

    private int sandboxCount() {
        return jdbc.sql("SELECT COUNT(*) FROM sandbox").query(Integer.class).single();
    }

    private Run run(FailureMode mode, SandboxId visitor) throws InterruptedException {
        return run(mode, visitor, "192.0.2." + (1 + Math.floorMod(visitor.hashCode(), 250)));
    }

    private Run run(FailureMode mode, SandboxId visitor, String address) throws InterruptedException {
        Run run = new Run();
        Button button = buttons.runButton(mode, visitor, address, run);
        ComponentUtil.fireEvent(button, new ClickEvent<>(button, true, 0, 0, 0, 0, 1, 0, false, false, false, false));
        assertThat(run.done.await(20, TimeUnit.SECONDS))
                .as("both twins finished")
                .isTrue();
        return run;
    }

    /** Collects what the run tells a page. */
    private static final class Run implements DemoListener {

        final Map<DemoSide, DemoVerdict> verdicts = new java.util.concurrent.ConcurrentHashMap<>();
        final Map<DemoSide, List<String>> steps = new java.util.concurrent.ConcurrentHashMap<>(Map.of(
                DemoSide.WRONG, new java.util.concurrent.CopyOnWriteArrayList<>(),
                DemoSide.CORRECT, new java.util.concurrent.CopyOnWriteArrayList<>()));
        final CountDownLatch done = new CountDownLatch(2);
        final List<String> refusals = new java.util.concurrent.CopyOnWriteArrayList<>();

        @Override
        public void step(DemoSide side, String text) {
            steps.get(side).add(text);
        }

        @Override
        public void finished(DemoSide side, DemoVerdict verdict) {
            verdicts.put(side, verdict);
            done.countDown();
        }

        @Override
        public void refused(String why) {
            refusals.add(why);
        }
    }
}
