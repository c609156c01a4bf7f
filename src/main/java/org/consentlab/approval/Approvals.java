package org.consentlab.approval;

import java.util.List;
import java.util.Optional;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.instructor.ClassMember;
import org.consentlab.instructor.Classes;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.stereotype.Service;

/**
 * What an approver sees: the calls, from learners within their scope (their class, or learners in
 * no class), whose person has consented in the page and which now wait for an approver outside
 * the run, oldest first. Reading only; deciding is the approver's decision control, inside the
 * consent boundary, which checks the same scope again.
 */
@Service
public class Approvals {

    private final ConsentGates gates;
    private final ToolCalls calls;
    private final Classes classes;

    Approvals(ConsentGates gates, ToolCalls calls, Classes classes) {
        this.gates = gates;
        this.calls = calls;
        this.classes = classes;
    }

    public List<PendingApproval> waiting(ApprovalScope scope) {
        return gates.awaitingApproval().stream()
                .filter(gate -> scope.covers(classes.classOf(gate.sandbox())))
                .map(this::pendingApproval)
                .toList();
    }

    private PendingApproval pendingApproval(Gate gate) {
        ToolCall call = calls.find(gate.callId()).orElseThrow();
        PendingApproval.Requester requester = new PendingApproval.Requester(
                call.caller(),
                call.channel().label(),
                "learner@" + gate.sandbox().shortForm(),
                String.valueOf(gate.consentBy()));
        return new PendingApproval(gate, learnerName(gate), requester, call.maskedArgs(), call.createdAt());
    }

    /**
     * What the agent was told of a decided call, as its record keeps it: the answer an approver's
     * decision gave. Empty while its gate is still pending, or the call has no answer.
     */
    public Optional<String> toldTheAgent(long gateId) {
        return gates.find(gateId)
                .filter(gate -> !gate.pending())
                .flatMap(gate -> calls.find(gate.callId()))
                .map(ToolCall::resultText);
    }

    /** The name the learner chose in their class, else their sandbox's learner name. */
    private String learnerName(Gate gate) {
        Optional<ClassMember> member = classes.membership(gate.sandbox());
        return member.map(ClassMember::shownName).orElse(gate.sandbox().learner());
    }
}
