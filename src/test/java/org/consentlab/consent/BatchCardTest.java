package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.consent.PageTree.byId;
import static org.consentlab.consent.PageTree.textOf;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.textfield.TextField;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The batch card in a page: each row decides its own call only; Approve all covers what it lists, and no more. */
class BatchCardTest extends LabBrowserlessTest {

    @Autowired
    ToolCallService service;

    @Autowired
    ToolCalls calls;

    @Autowired
    ConsentControls controls;

    @Autowired
    DecisionBatches batches;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ConsentGates gates;

    @Autowired
    WireLog wire;

    @Autowired
    Accounts accounts;

    @Autowired
    FailureModes modes;

    SandboxId sandbox;
    long archive31;
    long archive32;
    long delete;
    final List<String> told = new ArrayList<>();

    @BeforeEach
    void aTurnOfThreeGatedCalls() {
        sandbox = sandboxes.create();
        archive31 = call("archive_report", "{\"reportId\":\"RPT-31\"}");
        archive32 = call("archive_report", "{\"reportId\":\"RPT-32\"}");
        delete = call("delete_account", "{}");
    }

    @Test
    void oneRowPerCallWithItsOwnConsequenceRungAndControls() {
        show();

        for (long call : List.of(archive31, archive32, delete)) {
            assertThat(byId("batch-item-" + call)).isNotNull();
            assertThat(byId("batch-item-" + call + "-approve")).isNotNull();
            assertThat(byId("batch-item-" + call + "-reject")).isNotNull();
            assertThat(byId("batch-item-" + call + "-reason")).isNotNull();
        }
        assertThat(textOf("batch-item-" + archive31 + "-consequence")).contains("RPT-31");
        assertThat(textOf("batch-item-" + archive32 + "-consequence")).contains("RPT-32");
        assertThat(textOf("batch-item-" + delete + "-rung")).startsWith("Requires consent naming the consequence");
    }

    @Test
    void eachRowDecidesOnlyItsOwnCall() {
        show();
        personClicks(byId("batch-item-" + archive32 + "-approve"));

        assertThat(wire.entries(sandbox))
                .extracting(WireEntry::request)
                .containsExactly("POST /api/reports/RPT-32/archive");
        assertThat(state(archive32)).isEqualTo(DecisionBatch.State.APPROVED);
        assertThat(state(archive31)).isEqualTo(DecisionBatch.State.PENDING);
        assertThat(state(delete)).isEqualTo(DecisionBatch.State.PENDING);
    }

    @Test
    void aRejectWithAReasonDeclinesOnlyThatCallAndKeepsTheReason() {
        show();
        ((TextField) byId("batch-item-" + delete + "-reason")).setValue("I still need my account");
        test((Button) byId("batch-item-" + delete + "-reject")).click();

        Gate declined = gates.find(calls.find(delete).orElseThrow().gateId()).orElseThrow();
        assertThat(declined.status()).isEqualTo(GateStatus.DECLINED);
        assertThat(declined.rationale()).isEqualTo("I still need my account");
        assertThat(calls.find(delete).orElseThrow().resultText())
                .startsWith("DECLINED")
                .contains("I still need my account");
        assertThat(state(archive31)).isEqualTo(DecisionBatch.State.PENDING);
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
    }

    @Test
    void approveAllListsAndCoversOnlyTheExplicitConsentRowsNeverTheDelete() {
        show();
        assertThat(byId("batch-approve-all-covers-" + archive31)).isNotNull();
        assertThat(byId("batch-approve-all-covers-" + archive32)).isNotNull();
        assertThat(byId("batch-approve-all-covers-" + delete)).isNull();
        assertThat(textOf("batch-approve-all-what")).startsWith("Approve all says yes to exactly these 2 calls");

        personClicks(byId("batch-approve-all"));

        assertThat(wire.entries(sandbox))
                .extracting(WireEntry::request)
                .containsExactlyInAnyOrder("POST /api/reports/RPT-31/archive", "POST /api/reports/RPT-32/archive");
        assertThat(state(delete)).isEqualTo(DecisionBatch.State.PENDING);
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
    }

    @Test
    void withApproveAllHidesOnTheSameClickAlsoDeletesTheAccountItNeverListed() {
        modes.set(sandbox, FailureMode.APPROVE_ALL_HIDES, true);
        show();
        assertThat(byId("batch-approve-all-covers-" + delete)).isNull();

        personClicks(byId("batch-approve-all"));

        assertThat(wire.entries(sandbox)).extracting(WireEntry::request).contains("DELETE /api/account");
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.DELETED);
    }

    @Test
    void aClickTheBrowserDidNotMarkAsAPersonsRunsNothing() {
        show();
        scriptClicks(byId("batch-approve-all"));
        scriptClicks(byId("batch-item-" + archive31 + "-approve"));

        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(told).allMatch(text -> text.startsWith("REFUSED by trusted-event"));
    }

    @Test
    void noApproveAllWhenNoWaitingRowMayBeCovered() {
        show();
        personClicks(byId("batch-approve-all"));
        UI.getCurrent().removeAll();
        show();

        assertThat(byId("batch-approve-all")).isNull();
        assertThat(byId("batch-item-" + delete + "-approve")).isNotNull();
        assertThat(byId("batch-item-" + archive31 + "-approve")).isNull();
    }

    @Test
    void approveAllOverOneCallSaysThisOneCall() {
        sandbox = sandboxes.create();
        archive31 = call("archive_report", "{\"reportId\":\"RPT-31\"}");
        delete = call("delete_account", "{}");
        show();

        assertThat(textOf("batch-approve-all-what")).startsWith("Approve all says yes to exactly this one call ");
        assertThat(byId("batch-approve-all-covers-" + archive31)).isNotNull();
    }

    private void show() {
        UI.getCurrent().add(controls.batchCard(batches.ofCall(sandbox, delete).orElseThrow(), sandbox, told::add));
    }

    private DecisionBatch.State state(long callId) {
        return batches.ofCall(sandbox, callId)
                .orElseThrow()
                .item(callId)
                .orElseThrow()
                .state();
    }

    private long call(String tool, String args) {
        return service.invoke(
                        new ToolCallRequest(sandbox, Channel.MCP, "mcp-agent", tool, args, null, "mcp-card", "/mcp"))
                .callId();
    }
}
