package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.consentlab.agent.AgentContext;
import org.consentlab.agent.AgentRun;
import org.consentlab.agent.AgentScript;
import org.consentlab.agent.ClaimCheck;
import org.consentlab.agent.SimulatedAgents;
import org.consentlab.agent.TranscriptEntry;
import org.consentlab.consent.store.Fingerprint;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The batch agent sends five calls in one turn and starts its next turn only once every gated call
 * of that turn is answered (AG-UI's rule), each decided on its own; its next turn then reads each
 * answer, a person's reason as the person's words, and claims only what reached the wire.
 */
@SpringBootTest
class BatchAgentTurnTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String REASON = "Keep the account: I still need last year's invoices.";

    @Autowired
    SimulatedAgents agents;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ConsentGates gates;

    @Autowired
    GatedTools tools;

    @Autowired
    GateDecisions decisions;

    @Autowired
    DecisionBatches batches;

    @Autowired
    WireLog wire;

    @Test
    void theNextTurnStartsOnlyOnceEveryItemOfTheBatchIsDecided() throws Exception {
        SandboxId sandbox = sandboxes.create();
        Transcript out = new Transcript();
        agents.start(AgentScript.BATCH, new AgentContext(sandbox, "session-batch", "/labs/decisions"), out);
        await("three gated calls of one turn", () -> gates.pending(sandbox).size() == 3);
        DecisionBatch batch = batches.open(sandbox).getFirst();
        assertThat(batch.items())
                .extracting(DecisionBatch.Item::tool)
                .containsExactly("refund_order", "send_payment", "delete_account");
        assertThat(out.says("Turn 1")).isTrue();

        decisions.decline(person(gate(sandbox, "delete_account"), sandbox, REASON));
        stillWaiting(out);
        // The person edits the refund from €40.00 down to €30.00 and approves the edited call.
        Gate refund = gate(sandbox, "refund_order");
        JsonNode edited = JSON.readTree("{\"orderId\":\"ORD-1043\",\"amountCents\":3000}");
        assertThat(tools.armed(refund)
                        .orElseThrow()
                        .confirmEdited(
                                new HumanDecision(
                                        refund.id(),
                                        sandbox,
                                        sandbox.learner(),
                                        Instant.now(),
                                        HumanDecision.Role.PERSON_IN_PAGE,
                                        null,
                                        null,
                                        Fingerprint.of(refund, edited),
                                        null),
                                edited))
                .startsWith("REFUNDED €30.00 instead of €40.00");
        stillWaiting(out);
        // The payment needs the person's consent and then an approver's approval: consent alone is not an answer.
        Gate payment = gate(sandbox, "send_payment");
        tools.armed(payment).orElseThrow().confirm(person(payment, sandbox, null));
        assertThat(gates.find(payment.id()).orElseThrow().awaitingApprover()).isTrue();
        stillWaiting(out);
        tools.armed(payment)
                .orElseThrow()
                .confirmApproval(new HumanDecision(
                        payment.id(),
                        sandboxes.create(),
                        "approver",
                        Instant.now(),
                        HumanDecision.Role.APPROVER,
                        "Invoice 77 checked",
                        ApprovalScope.OUTSIDE_CLASSES,
                        Fingerprint.shown(payment),
                        null));

        ClaimCheck check = out.finished.get(10, TimeUnit.SECONDS);
        assertThat(batches.allDecided(batch)).isTrue();
        String next = out.after("Turn 2");
        assertThat(next)
                .contains("Refunded €30.00 instead of €40.00 on ORD-1043: the person edited the amount")
                .contains("Sent €900.00 to PAYEE-1")
                .contains("“" + REASON + "”")
                .contains("your words")
                .contains("drop it from my plan")
                .doesNotContain("The account is deleted");
        assertThat(wire.entries(sandbox))
                .extracting(WireEntry::request)
                .containsExactlyInAnyOrder(
                        "POST /api/saved-items",
                        "POST /api/orders/ORD-1043/refund?amountCents=3000",
                        "POST /api/payments?payeeId=PAYEE-1&amountCents=90000");
        assertThat(check.contradicted()).as(check.evidence()).isFalse();
    }

    private void stillWaiting(Transcript out) throws InterruptedException {
        // Longer than several of the agent's polls: a next turn would have begun by now.
        Thread.sleep(600);
        assertThat(out.says("Turn 2"))
                .as("the agent went on before every item was answered")
                .isFalse();
    }

    private Gate gate(SandboxId sandbox, String tool) {
        return gates.all(sandbox).stream()
                .filter(gate -> gate.tool().equals(tool))
                .reduce((a, b) -> b)
                .orElseThrow();
    }

    private static HumanDecision person(Gate gate, SandboxId sandbox, String reason) {
        return new HumanDecision(
                gate.id(),
                sandbox,
                sandbox.learner(),
                Instant.now(),
                HumanDecision.Role.PERSON_IN_PAGE,
                reason,
                null,
                Fingerprint.shown(gate),
                null);
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        Instant giveUp = Instant.now().plus(Duration.ofSeconds(10));
        while (!condition.getAsBoolean()) {
            assertThat(Instant.now()).as("timed out waiting for " + what).isBefore(giveUp);
            Thread.sleep(20);
        }
    }

    /** The agent's transcript as it streams in from its threads. */
    private static final class Transcript implements AgentRun {

        final List<TranscriptEntry> entries = new CopyOnWriteArrayList<>();
        final CompletableFuture<ClaimCheck> finished = new CompletableFuture<>();

        @Override
        public void entry(TranscriptEntry entry) {
            entries.add(entry);
        }

        @Override
        public void finished(ClaimCheck check) {
            finished.complete(check);
        }

        boolean says(String start) {
            return entries.stream()
                    .anyMatch(entry -> entry.kind() == TranscriptEntry.Kind.SAY
                            && entry.text().startsWith(start));
        }

        String after(String start) {
            List<String> said = entries.stream()
                    .filter(entry -> entry.kind() == TranscriptEntry.Kind.SAY)
                    .map(TranscriptEntry::text)
                    .toList();
            return String.join(
                    "\n",
                    said.subList(
                            said.indexOf(said.stream()
                                    .filter(text -> text.startsWith(start))
                                    .findFirst()
                                    .orElseThrow()),
                            said.size()));
        }
    }
}
