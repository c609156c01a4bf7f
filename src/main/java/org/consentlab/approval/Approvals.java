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
        String requester = "%s via %s, for learner@%s (consented: %s)"
                .formatted(call.caller(), call.channel().label(), gate.sandbox().shortForm(), gate.consentBy());
        return new PendingApproval(gate, learnerName(gate), requester, call.maskedArgs(), call.createdAt());
    }

    /** The name the learner chose in their class, else their sandbox's learner name. */
    private String learnerName(Gate gate) {
        Optional<ClassMember> member = classes.membership(gate.sandbox());
        return member.map(ClassMember::shownName).orElse(gate.sandbox().learner());
    }
}
