package org.consentlab.approval;

import java.util.List;
import org.consentlab.consent.ConsentGates;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.stereotype.Service;

/**
 * What approvers see: every call, in any sandbox, whose person has consented in the page and
 * which now waits for an approver outside the run, oldest first. Reading only; deciding is the
 * approver's decision control, inside the consent boundary.
 */
@Service
public class Approvals {

    private final ConsentGates gates;
    private final ToolCalls calls;

    Approvals(ConsentGates gates, ToolCalls calls) {
        this.gates = gates;
        this.calls = calls;
    }

    public List<PendingApproval> waiting() {
        return gates.awaitingApproval().stream().map(gate -> {
            ToolCall call = calls.find(gate.callId()).orElseThrow();
            String requester = "%s via %s, for learner@%s (consented: %s)".formatted(call.caller(),
                    call.channel().label(), gate.sandbox().shortForm(), gate.consentBy());
            return new PendingApproval(gate, requester, call.maskedArgs(), call.createdAt());
        }).toList();
    }
}
