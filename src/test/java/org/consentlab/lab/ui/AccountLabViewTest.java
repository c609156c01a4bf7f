package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.server.VaadinSession;
import org.consentlab.PushedChanges;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** Lab 4 in the page: three paths to one gate, and only the person's Confirm deletes. */
@SpringBootTest
class AccountLabViewTest extends SpringBrowserlessTest {

    static final String PENDING = "PENDING. A human must confirm in the page. Nothing deleted yet.";

    @Autowired ToolCallService service;
    @Autowired WireLog wire;

    SandboxId sandbox;

    @BeforeEach
    void open() {
        navigate(AccountLabView.class);
        sandbox = VaadinSession.getCurrent().getAttribute(SandboxId.class);
    }

    @Test
    void startsActiveWithNoGate() {
        assertThat(status()).isEqualTo("ACTIVE");
        assertThat(gateShown()).isFalse();
    }

    @Test
    void theSimulatedAgentArmsTheGateAndCancelLosesNothing() {
        test(button("simulate-agent")).click();

        assertThat(text("tool-result")).isEqualTo(PENDING);
        assertThat(status()).isEqualTo("ACTIVE");
        assertThat(gateShown()).isTrue();
        assertThat(find(Div.class).id("consent-gate").getElement().getTextRecursively()).contains("Ada Lovelace");

        test(button("consent-cancel")).click();

        assertThat(gateShown()).isFalse();
        assertThat(status()).isEqualTo("ACTIVE");
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void requestThenConfirmDeletesOnce() {
        test(button("request-deletion")).click();
        assertThat(wire.entries(sandbox)).isEmpty();

        test(button("consent-confirm")).click();

        assertThat(status()).isEqualTo("DELETED");
        assertThat(gateShown()).isFalse();
        assertThat(wire.entries(sandbox)).extracting(e -> e.request()).containsExactly("DELETE /api/account");
    }

    @Test
    void aServerSideClickIsNotAPersonsConfirm() {
        test(button("simulate-agent")).click();

        button("consent-confirm").click();

        assertThat(status()).isEqualTo("ACTIVE");
        assertThat(text("consent-result")).contains("did not come from a person");
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void theInspectorArmsTheSameGateAndReportsBrokenJson() {
        @SuppressWarnings("unchecked")
        Select<ToolDeclaration> tool = find(Select.class).id("inspector-tool");
        assertThat(tool.getValue().name()).isEqualTo("delete_account");
        test(find(TextArea.class).id("inspector-args")).setValue("{\"x\":");
        test(button("inspector-invoke")).click();

        assertThat(text("inspector-result")).contains("Arguments are not valid JSON").contains("\"isError\" : true");
        assertThat(gateShown()).isFalse();

        test(find(TextArea.class).id("inspector-args")).setValue("{}");
        test(button("inspector-invoke")).click();

        assertThat(text("inspector-result")).contains(PENDING).contains("\"type\" : \"text\"");
        assertThat(gateShown()).isTrue();
        test(button("simulate-agent")).click();
        assertThat(find(Div.class).withId("consent-gate").all()).hasSize(1);
    }

    @Test
    void aGateArmedElsewhereAppearsWithoutAReload() {
        service.invoke(new ToolCallRequest(sandbox, Channel.MCP, "mcp-client", "delete_account", "{}", null,
                "other", "/mcp"));
        PushedChanges.deliver();

        assertThat(gateShown()).isTrue();
    }

    @Test
    void resetRestoresTheSeed() {
        test(button("request-deletion")).click();
        test(button("consent-confirm")).click();
        assertThat(status()).isEqualTo("DELETED");

        test(button("reset-sandbox")).click();

        assertThat(status()).isEqualTo("ACTIVE");
    }

    private Button button(String id) {
        return find(Button.class).id(id);
    }

    private String status() {
        return find(Span.class).id("account-status").getText();
    }

    private String text(String id) {
        return findInView(com.vaadin.flow.component.Component.class).withId(id).single().getElement().getTextRecursively();
    }

    private boolean gateShown() {
        return find(Div.class).withId("consent-gate").exists();
    }

}
