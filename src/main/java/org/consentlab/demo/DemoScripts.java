package org.consentlab.demo;

import java.util.List;
import org.consentlab.consent.tool.AccountDeletion;
import org.consentlab.demo.DemoStep.Said;
import org.consentlab.instructor.FailureMode;
import org.consentlab.report.ReportToolNames;
import org.consentlab.toolcall.ToolResult;

/**
 * The scripted scenario of each failure mode, as the learner reads it step by step (each step a
 * key and its arguments, put into words by the page that shows it). Each returns
 * the effect requests the scenario's person allowed: the wire is graded against exactly these.
 */
final class DemoScripts {

    List<String> play(FailureMode mode, DemoTwin twin) {
        return switch (mode) {
            case ONE_FUNCTION -> oneFunction(twin);
            case FIRES_EARLY -> firesEarly(twin);
            case NO_GATE -> noGate(twin);
            case REJECTION_AS_SUCCESS -> rejectionAsSuccess(twin);
            case NO_IDEMPOTENCY -> noIdempotency(twin);
            case WRONG_ROW -> wrongRow(twin);
            case HIDDEN_CALLABLE -> hiddenCallable(twin);
            case TIMEOUT_FAILS_OPEN -> timeoutFailsOpen(twin);
            case AGENT_PRESSES_CONFIRM -> agentPressesConfirm(twin);
            case REMEMBERED_YES -> rememberedYes(twin);
            case APPROVE_ALL_HIDES -> BatchDemoScripts.approveAllHides(twin);
            case APPROVAL_NOT_BOUND -> DecisionDemoScripts.approvalNotBound(twin);
            case ANY_PASSKEY -> PasskeyDemoScripts.anyPasskey(twin);
        };
    }

    private static final String ARCHIVE = ReportToolNames.ARCHIVE;

    private static DemoStep calls(String tool, String reportId) {
        return DemoStep.of("demo.step.calls-for", tool, reportId);
    }

    private static Said said(String text) {
        return new Said(text);
    }

    private static List<String> oneFunction(DemoTwin twin) {
        twin.agent(AccountDeletion.TOOL, "{}", DemoStep.of("demo.step.calls", AccountDeletion.TOOL));
        twin.step("demo.step.nobody-confirmed");
        return List.of();
    }

    private static List<String> firesEarly(DemoTwin twin) {
        twin.agent(AccountDeletion.TOOL, "{}", DemoStep.of("demo.step.calls-dialog-opens", AccountDeletion.TOOL));
        twin.pendingGate().ifPresent(gate -> {
            twin.step("demo.step.person-cancels");
            twin.step("demo.step.page-answers", said(twin.person.declines(gate)));
        });
        return List.of();
    }

    private static List<String> noGate(DemoTwin twin) {
        twin.archive("RPT-31", calls(ARCHIVE, "RPT-31"));
        twin.step(twin.pendingGate().isPresent() ? "demo.step.asked-not-answered" : "demo.step.nobody-asked");
        return List.of();
    }

    private static List<String> rejectionAsSuccess(DemoTwin twin) {
        ToolResult asked = twin.archive("RPT-31", calls(ARCHIVE, "RPT-31"));
        twin.pendingGate().ifPresent(gate -> {
            twin.step("demo.step.person-rejects");
            twin.person.declines(gate);
        });
        twin.step("demo.step.final-told", said(twin.finalText(asked)));
        return List.of();
    }

    private static List<String> noIdempotency(DemoTwin twin) {
        ToolResult first = twin.archive("RPT-31", calls(ARCHIVE, "RPT-31"));
        ToolResult retry = twin.archive("RPT-31", DemoStep.of("demo.step.retries"));
        twin.pendingGate().ifPresent(gate -> {
            twin.step("demo.step.approves-once", "RPT-31");
            twin.person.approves(gate);
        });
        twin.step("demo.step.first-told", said(twin.finalText(first)));
        twin.step("demo.step.retry-told", said(twin.finalText(retry)));
        return List.of("POST /api/reports/RPT-31/archive");
    }

    private static List<String> wrongRow(DemoTwin twin) {
        twin.step("demo.step.has-selected", "RPT-30");
        twin.archive("RPT-29", calls(ARCHIVE, "RPT-29"));
        twin.pendingGate().ifPresent(gate -> {
            twin.step("demo.step.approval-reads", gate.words() == null ? said(gate.consequence()) : gate.words());
            boolean namesAnother =
                    gate.consequence().contains("RPT-") && !gate.consequence().contains("RPT-30");
            if (namesAnother) {
                twin.step("demo.step.names-another", "RPT-30");
            } else {
                twin.step("demo.step.names-none");
            }
            String answer = namesAnother ? twin.person.declines(gate) : twin.person.approves(gate);
            twin.step("demo.step.page-answers", said(answer));
        });
        return List.of("POST /api/reports/RPT-30/archive");
    }

    private static List<String> hiddenCallable(DemoTwin twin) {
        twin.step("demo.step.dialog-covers");
        twin.cover(true);
        try {
            twin.agent(
                    "tag_report",
                    "{\"reportId\":\"RPT-31\",\"tag\":\"unseen\"}",
                    DemoStep.of("demo.step.calls-behind-dialog", "tag_report", "RPT-31"));
        } finally {
            twin.cover(false);
        }
        return List.of();
    }

    private static List<String> timeoutFailsOpen(DemoTwin twin) {
        ToolResult asked = twin.agent(AccountDeletion.TOOL, "{}", DemoStep.of("demo.step.calls", AccountDeletion.TOOL));
        twin.pendingGate().ifPresent(gate -> {
            twin.step("demo.step.times-out", DemoTwins.GATE_TTL.toSeconds());
            twin.waitOut(gate);
        });
        twin.step("demo.step.timeout-told", said(twin.finalText(asked)));
        return List.of();
    }

    private static List<String> agentPressesConfirm(DemoTwin twin) {
        twin.agent(AccountDeletion.TOOL, "{}", DemoStep.of("demo.step.calls-confirm-appears", AccountDeletion.TOOL));
        twin.pendingGate().ifPresent(gate -> {
            twin.step("demo.step.script-clicks", "click()", "event.isTrusted");
            twin.agentScriptClicksConfirm(gate);
        });
        return List.of();
    }

    private static List<String> rememberedYes(DemoTwin twin) {
        twin.archive("RPT-31", calls(ARCHIVE, "RPT-31"));
        twin.pendingGate().ifPresent(gate -> {
            twin.step("demo.step.asked-approves", "RPT-31");
            twin.person.approves(gate);
        });
        twin.archive("RPT-32", DemoStep.of("demo.step.later-asks", "RPT-32"));
        twin.pendingGate()
                .ifPresentOrElse(
                        gate -> {
                            twin.step("demo.step.asked-again-rejects", "RPT-32");
                            twin.person.declines(gate);
                        },
                        () -> twin.step("demo.step.not-asked-this-time"));
        return List.of("POST /api/reports/RPT-31/archive");
    }
}
