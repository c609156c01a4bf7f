package org.consentlab.demo;

import java.util.List;
import org.consentlab.consent.tool.AccountDeletion;
import org.consentlab.instructor.FailureMode;
import org.consentlab.toolcall.ToolResult;

/**
 * The scripted scenario of each failure mode, as the learner reads it step by step. Each returns
 * the effect requests the scenario's person allowed: the wire is graded against exactly these.
 */
final class DemoScripts {

    private static final String DELETE = "DELETE /api/account";

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

    private static List<String> oneFunction(DemoTwin twin) {
        twin.agent(AccountDeletion.TOOL, "{}", "The agent calls delete_account.");
        twin.step("Nobody has confirmed anything.");
        return List.of();
    }

    private static List<String> firesEarly(DemoTwin twin) {
        twin.agent(AccountDeletion.TOOL, "{}", "The agent calls delete_account; the consent dialog opens.");
        twin.pendingGate().ifPresent(gate -> {
            twin.step("The person reads the dialog and presses Cancel.");
            twin.step("The page answers: " + twin.person.declines(gate));
        });
        return List.of();
    }

    private static List<String> noGate(DemoTwin twin) {
        twin.archive("RPT-31", "The agent calls archive_report for RPT-31.");
        twin.step(
                twin.pendingGate().isPresent()
                        ? "The person is asked; they have not answered yet."
                        : "Nobody was asked.");
        return List.of();
    }

    private static List<String> rejectionAsSuccess(DemoTwin twin) {
        ToolResult asked = twin.archive("RPT-31", "The agent calls archive_report for RPT-31.");
        twin.pendingGate().ifPresent(gate -> {
            twin.step("The person rejects it.");
            twin.person.declines(gate);
        });
        twin.step("In the end the agent is told: " + twin.finalText(asked));
        return List.of();
    }

    private static List<String> noIdempotency(DemoTwin twin) {
        ToolResult first = twin.archive("RPT-31", "The agent calls archive_report for RPT-31.");
        ToolResult retry = twin.archive("RPT-31", "No answer yet, so the agent retries the same request.");
        twin.pendingGate().ifPresent(gate -> {
            twin.step("The person approves the archive of RPT-31, once.");
            twin.person.approves(gate);
        });
        twin.step("The first request is told: " + twin.finalText(first));
        twin.step("The retry is told: " + twin.finalText(retry));
        return List.of("POST /api/reports/RPT-31/archive");
    }

    private static List<String> wrongRow(DemoTwin twin) {
        twin.step("The person has RPT-30 selected in their list and means to archive it.");
        twin.archive("RPT-29", "The agent calls archive_report for RPT-29.");
        twin.pendingGate().ifPresent(gate -> {
            twin.step("The approval reads: \"" + gate.consequence() + "\"");
            boolean namesAnother =
                    gate.consequence().contains("RPT-") && !gate.consequence().contains("RPT-30");
            twin.step(
                    namesAnother
                            ? "It names another report than RPT-30, so the person rejects it."
                            : "It names no report, so the person takes it for the selected one and approves.");
            String answer = namesAnother ? twin.person.declines(gate) : twin.person.approves(gate);
            twin.step("The page answers: " + answer);
        });
        return List.of("POST /api/reports/RPT-30/archive");
    }

    private static List<String> hiddenCallable(DemoTwin twin) {
        twin.step("A dialog opens over the reports; the person cannot see them.");
        twin.cover(true);
        try {
            twin.agent(
                    "tag_report",
                    "{\"reportId\":\"RPT-31\",\"tag\":\"unseen\"}",
                    "The agent calls tag_report on RPT-31, behind the dialog.");
        } finally {
            twin.cover(false);
        }
        return List.of();
    }

    private static List<String> timeoutFailsOpen(DemoTwin twin) {
        ToolResult asked = twin.agent(AccountDeletion.TOOL, "{}", "The agent calls delete_account.");
        twin.pendingGate().ifPresent(gate -> {
            twin.step("Nobody answers. This demo's gate times out after " + DemoTwins.GATE_TTL.toSeconds() + " s.");
            twin.waitOut(gate);
        });
        twin.step("After the timeout the agent is told: " + twin.finalText(asked));
        return List.of();
    }

    private static List<String> agentPressesConfirm(DemoTwin twin) {
        twin.agent(AccountDeletion.TOOL, "{}", "The agent calls delete_account; Lab 4's Confirm appears.");
        twin.pendingGate().ifPresent(gate -> {
            twin.step("The agent's script in the page calls click() on Confirm delete (event.isTrusted is false).");
            twin.agentScriptClicksConfirm(gate);
        });
        return List.of();
    }

    private static List<String> rememberedYes(DemoTwin twin) {
        twin.archive("RPT-31", "The agent calls archive_report for RPT-31.");
        twin.pendingGate().ifPresent(gate -> {
            twin.step("The person is asked, and approves RPT-31.");
            twin.person.approves(gate);
        });
        twin.archive(
                "RPT-32", "Later in the same session the agent asks to archive RPT-32, which the person still needs.");
        twin.pendingGate()
                .ifPresentOrElse(
                        gate -> {
                            twin.step("The person is asked again, and rejects RPT-32.");
                            twin.person.declines(gate);
                        },
                        () -> twin.step("The person was not asked this time."));
        return List.of("POST /api/reports/RPT-31/archive");
    }
}
