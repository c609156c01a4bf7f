package org.consentlab.audit.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.consentlab.LabBrowserlessTest;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.server.VaadinSession;
import org.consentlab.audit.AuditRecord;

import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class AuditViewTest extends LabBrowserlessTest {

    @Autowired ToolCallService service;
    @Autowired CurrentSandbox currentSandbox;

    @Test
    void showsNewestFirstAndFiltersByToolAndOutcome() {
        SandboxId sandbox = currentSandbox.get();
        call(sandbox, "get_account", "{}");
        call(sandbox, "delete_account", "{}");
        call(sandbox, "delete_account", "not json");

        navigate(AuditView.class);
        @SuppressWarnings("unchecked")
        Grid<AuditRecord> grid = find(Grid.class).id("audit-grid");
        var rows = test(grid);

        assertThat(rows.size()).isEqualTo(5);
        assertThat(rows.getRow(0).event().label()).isEqualTo("rejected");
        assertThat(rows.getRow(rows.size() - 1).action()).isEqualTo("get_account");

        @SuppressWarnings("unchecked")
        Select<String> tool = find(Select.class).id("audit-filter-tool");
        test(tool).selectItem("get_account");
        assertThat(test(grid).size()).isEqualTo(2);

        test(tool).selectItem("any");
        @SuppressWarnings("unchecked")
        Select<String> outcome = find(Select.class).id("audit-filter-outcome");
        test(outcome).selectItem("declined");
        assertThat(test(grid).size()).isZero();
        assertThat(VaadinSession.getCurrent().getAttribute(SandboxId.class)).isEqualTo(sandbox);
    }

    @Test
    void growsLiveWhenACallHappensElsewhere() {
        SandboxId sandbox = currentSandbox.get();
        navigate(AuditView.class);
        @SuppressWarnings("unchecked")
        Grid<AuditRecord> grid = find(Grid.class).id("audit-grid");
        assertThat(test(grid).size()).isZero();

        call(sandbox, "get_account", "{}");
        await("the new rows to arrive by push", () -> test(grid).size() == 2);

        assertThat(test(grid).getRow(0).event().label()).isEqualTo("result");
        assertThat(test(grid).getRow(1).event().label()).isEqualTo("request");
    }

    private void call(SandboxId sandbox, String tool, String args) {
        service.invoke(new ToolCallRequest(sandbox, Channel.INSPECTOR, "inspector", tool, args, null, "test", "/labs/account"));
    }
}
