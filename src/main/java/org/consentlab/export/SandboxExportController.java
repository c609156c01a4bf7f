package org.consentlab.export;

import static org.consentlab.base.Timestamps.iso;

import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.consentlab.account.Accounts;
import org.consentlab.audit.AuditLog;
import org.consentlab.audit.ChainCheck;
import org.consentlab.audit.ChainLink;
import org.consentlab.consent.ConsentGates;
import org.consentlab.report.Reports;
import org.consentlab.sandbox.SandboxCookie;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.CallTrail;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.Transition;
import org.consentlab.toolcall.WireLog;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
class SandboxExportController {

    static final int PAGE = 500;

    private final Sandboxes sandboxes;
    private final Accounts accounts;
    private final ToolCalls calls;
    private final ConsentGates gates;
    private final AuditLog audit;
    private final WireLog wire;
    private final Reports reports;
    private final SandboxCookie cookies;

    SandboxExportController(
            Sandboxes sandboxes,
            Accounts accounts,
            CallTrail trail,
            ConsentGates gates,
            Reports reports,
            SandboxCookie cookies) {
        this.cookies = cookies;
        this.reports = reports;
        this.sandboxes = sandboxes;
        this.accounts = accounts;
        this.calls = trail.calls();
        this.gates = gates;
        this.audit = trail.audit();
        this.wire = trail.wire();
    }

    @GetMapping(value = "/api/sandbox/export", produces = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<?> export(HttpServletRequest request) {
        Optional<SandboxId> sandbox = cookies.read(request).filter(sandboxes::exists);
        if (sandbox.isEmpty()) {
            return ResponseEntity.status(404)
                    .body(
                            Map.of(
                                    "error",
                                    "No sandbox for this browser yet: open any lab page first, then export with the same cookies."));
        }
        return ResponseEntity.ok(export(sandbox.get()));
    }

    /**
     * Oldest first, read in pages of {@link #PAGE} calls: each page is one query for its calls and
     * one for all their transitions, so 10,000 calls take 40 queries, not 10,001.
     */
    private List<SandboxExport.Call> calls(SandboxId id) {
        List<SandboxExport.Call> out = new ArrayList<>();
        long after = 0;
        for (List<ToolCall> page = calls.pageAfter(id, after, PAGE);
                !page.isEmpty();
                page = calls.pageAfter(id, after, PAGE)) {
            Map<Long, List<SandboxExport.Step>> steps =
                    calls.transitions(id, page.getFirst().id(), page.getLast().id()).stream()
                            .collect(Collectors.groupingBy(
                                    Transition::callId,
                                    Collectors.mapping(
                                            t -> new SandboxExport.Step(
                                                    t.state().label(), iso(t.at()), t.seq()),
                                            Collectors.toList())));
            page.forEach(c -> out.add(new SandboxExport.Call(
                    c.id(),
                    c.tool(),
                    c.channel().label(),
                    c.caller(),
                    c.state().label(),
                    c.outcome() == null ? null : c.outcome().label(),
                    c.idempotencyKey(),
                    c.maskedArgs(),
                    c.resultText(),
                    c.gateId(),
                    steps.getOrDefault(c.id(), List.of()))));
            after = page.getLast().id();
        }
        return out;
    }

    private SandboxExport export(SandboxId id) {
        Map<Long, ChainLink> links = audit.links(id);
        ChainCheck chain = audit.verify(id);
        return new SandboxExport(
                new SandboxExport.Sandbox(id.value(), accounts.find(id).status().name()),
                calls(id),
                gates.all(id).stream()
                        .map(g -> new SandboxExport.GateRow(
                                g.id(),
                                g.callId(),
                                g.tool(),
                                g.requiredDecision().label(),
                                g.consequence(),
                                g.status().label(),
                                g.outcome() == null ? null : g.outcome().label(),
                                iso(g.createdAt()),
                                iso(g.expiresAt()),
                                g.decidedBy(),
                                iso(g.decidedAt()),
                                g.decisionSeq(),
                                g.subject(),
                                g.rationale(),
                                g.consentBy(),
                                iso(g.consentAt()),
                                g.consentSeq()))
                        .toList(),
                audit.records(id).stream()
                        .map(a -> new SandboxExport.Audit(
                                a.seq(),
                                iso(a.at()),
                                a.callId(),
                                a.event().label(),
                                a.action(),
                                a.description(),
                                a.maskedArgs(),
                                a.requester(),
                                a.sessionRef(),
                                a.channel(),
                                a.decision(),
                                a.decidedBy(),
                                iso(a.decidedAt()),
                                a.result(),
                                a.outcome(),
                                a.route(),
                                link(links, a.seq()).prevHash(),
                                link(links, a.seq()).hash()))
                        .toList(),
                wire.entries(id).stream()
                        .map(w -> new SandboxExport.Wire(
                                w.seq(),
                                iso(w.at()),
                                w.method(),
                                w.path(),
                                w.callId(),
                                w.hold().stored(),
                                w.lab()))
                        .toList(),
                reports.all(id).stream()
                        .map(r -> new SandboxExport.ReportRow(
                                r.id(), r.title(), r.owner(), r.status().name(), r.tags()))
                        .toList(),
                new SandboxExport.AuditChain(
                        chain.intact(), chain.chainedRows(), chain.brokenAtSeq(), chain.problem()));
    }

    private static ChainLink link(Map<Long, ChainLink> links, long seq) {
        return links.getOrDefault(seq, new ChainLink(seq, null, null));
    }
}
