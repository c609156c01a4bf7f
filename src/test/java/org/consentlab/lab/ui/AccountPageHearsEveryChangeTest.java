package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.PushedChanges;
import org.consentlab.account.Accounts;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * An open Lab 4 page re-reads its account, gate, wire and exercise only on news that can have
 * changed them, not on an agent's read. What changes them inside a call or another lab's run must
 * still reach it: the effect the one-function mode sends within the agent's own call, the account
 * another lab's run restored before its agent asked, and the gate an agent's call arms, whether its
 * arguments came with it or streamed in after the call was opened (calls news alone), and a reset
 * from elsewhere, after which what an agent's call returned before it is no longer shown.
 */
class AccountPageHearsEveryChangeTest extends LabBrowserlessTest {

    @Autowired
    ToolCallService service;

    @Autowired
    FailureModes modes;

    @Autowired
    Accounts accounts;

    @Autowired
    Sandboxes sandboxes;

    SandboxId sandbox;

    @BeforeEach
    void open() {
        navigate(AccountLabView.class);
        sandbox = sessionSandbox();
    }

    @Test
    void anEffectSentWithinAnAgentsCallShowsOnTheOpenPageAndItsWire() throws Exception {
        modes.set(sandbox, FailureMode.ONE_FUNCTION, true);
        navigate(AccountLabView.class); // opened again, under the mode
        assertThat(status()).isEqualTo("ACTIVE");
        assertThat(wire()).isEmpty();

        onAnotherThread(() -> agentCalls("delete_account"));
        redraw();

        assertThat(status()).isEqualTo("DELETED");
        assertThat(wire()).singleElement().satisfies(line -> assertThat(line).contains("DELETE /api/account"));
    }

    @Test
    void anAccountAnotherLabsRunRestoredShowsActiveAgain() throws Exception {
        test(find(Button.class).id("request-deletion")).click();
        personClicks(find(Button.class).id("consent-confirm"));
        assertThat(status()).isEqualTo("DELETED");

        // As Lab 5's and Lab 7's runs begin: the account restored, then their agent's call.
        onAnotherThread(() -> {
            accounts.restoreIfDeleted(sandbox);
            agentCalls("get_account");
        });
        redraw();

        assertThat(status()).isEqualTo("ACTIVE");
    }

    @Test
    void anAgentsGatedCallTicksTheExercisesFirstStepOnTheOpenPage() throws Exception {
        assertThat(exerciseStep(1)).isEqualTo("open");

        onAnotherThread(() -> agentCalls("delete_account"));
        redraw();

        assertThat(exerciseStep(1)).isEqualTo("done");
    }

    @Test
    void aGatedCallWhoseArgumentsStreamInTicksTheStepOnceItsGateIsArmed() throws Exception {
        ToolCallRequest request = new ToolCallRequest(
                sandbox, Channel.WEBMCP, "webmcp-agent", "delete_account", "{}", null, "agent", AccountLabView.ROUTE);
        long[] opened = new long[1];
        onAnotherThread(() -> opened[0] = service.begin(request));
        redraw();
        assertThat(exerciseStep(1))
                .as("opened, its arguments still streaming: no gate yet")
                .isEqualTo("open");

        onAnotherThread(() -> service.complete(opened[0], "{}"));
        redraw();

        assertThat(exerciseStep(1)).isEqualTo("done");
    }

    @Test
    void aResetFromElsewhereClearsWhatTheAgentsEarlierCallReturned() throws Exception {
        onAnotherThread(() -> agentCalls("get_account"));
        redraw();
        String nothingReturned = Texts.t("lab.4.nothing-returned");
        assertThat(toolResult()).isNotEqualTo(nothingReturned);

        onAnotherThread(() -> sandboxes.reset(sandbox));
        redraw();

        assertThat(toolResult()).isEqualTo(nothingReturned);
    }

    private String toolResult() {
        return find(Pre.class).id("tool-result").getText();
    }

    private String exerciseStep(int number) {
        return find(ListItem.class).id("exercise-step-" + number).getElement().getAttribute("data-state");
    }

    private void agentCalls(String tool) {
        service.invoke(new ToolCallRequest(sandbox, Channel.MCP, "mcp-client", tool, "{}", null, "agent", "/mcp"));
    }

    private static void onAnotherThread(Runnable work) throws Exception {
        CompletableFuture.runAsync(work).get(20, TimeUnit.SECONDS);
    }

    private static void redraw() throws Exception {
        PushedChanges.awaitQueuedAndSettled();
        PushedChanges.deliver();
    }

    private String status() {
        return find(Span.class).id("account-status").getText();
    }

    private List<String> wire() {
        return find(UnorderedList.class)
                .id("wire-log")
                .getChildren()
                .map(item -> item.getElement().getTextRecursively())
                .toList();
    }
}
