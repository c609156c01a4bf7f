package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.tabs.Tab;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.cart.Cart;
import org.consentlab.cart.CartLine;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class CartLabViewTest extends LabBrowserlessTest {

    @Autowired
    CurrentSandbox current;

    @Autowired
    WireLog wire;

    @Autowired
    ToolCalls calls;

    @Autowired
    ToolCallService service;

    @Autowired
    Cart cart;

    private SandboxId sandbox;

    @BeforeEach
    void open() {
        navigate(CartLabView.class);
        sandbox = current.get();
    }

    @Test
    void addFiresAtOnceAndUndoTakesItBack() {
        assertThat(count()).isEqualTo("0");
        test(find(Button.class).id("cart-add")).click();
        test(find(Button.class).id("cart-add")).click();
        assertThat(count()).isEqualTo("2");
        long newest = cart.lines(sandbox).getFirst().id();
        test(find(Button.class).id("cart-undo")).click();
        assertThat(count()).isEqualTo("1");
        assertThat(wire.entries(sandbox))
                .extracting(WireEntry::request)
                .containsExactly("POST /api/cart/items", "POST /api/cart/items", "DELETE /api/cart/items/" + newest);
        assertThat(cart.lines(sandbox))
                .extracting(CartLine::id)
                .doesNotContain(newest)
                .hasSize(1);
        assertThat(calls.list(sandbox))
                .allMatch(call -> call.state() == CallState.OUTPUT_AVAILABLE && call.gateId() == null);
    }

    @Test
    void inspectorAddsWithoutAGate() {
        assertThat(find(Tab.class).id("tab-inspector").isSelected()).isTrue();
        test(find(Button.class).id("inspector-invoke")).click();
        assertThat(test(find(Pre.class).id("inspector-result")).getText()).contains("Added 1 × MUG-01");
        assertThat(test(find(Span.class).id("inspector-state")).getText()).endsWith("output-available");
        assertThat(count()).isEqualTo("1");
        assertThat(calls.list(sandbox).getFirst().channel()).isEqualTo(Channel.INSPECTOR);
    }

    @Test
    void theTimelineListsThisLabsCallsUntilAllLabsAreAskedFor() {
        service.invoke(new ToolCallRequest(
                sandbox,
                Channel.SIMULATED_AGENT,
                "lab-7 agent",
                "delete_account",
                "{}",
                null,
                "other",
                "/labs/self-approval"));
        test(find(Button.class).id("cart-add")).click();
        service.invoke(new ToolCallRequest(
                sandbox, Channel.MCP, "mcp-client", "add_to_cart", "{\"sku\":\"MUG-01\"}", null, "other", "/mcp"));

        test(find(com.vaadin.flow.component.tabs.TabSheet.class).all().getFirst())
                .select("Timeline");
        await("the MCP call on the timeline", () -> timelineTools().size() == 2);
        assertThat(timelineTools()).containsExactly("add_to_cart", "add_to_cart");

        test(find(Button.class).id("timeline-all-labs")).click();

        assertThat(timelineTools()).containsExactly("add_to_cart", "add_to_cart", "delete_account");
        assertThat(find(Button.class).id("timeline-all-labs").getElement().getAttribute("aria-pressed"))
                .isEqualTo("true");
    }

    @SuppressWarnings("unchecked")
    private java.util.List<String> timelineTools() {
        com.vaadin.flow.component.listbox.ListBox<org.consentlab.toolcall.ToolCall> list =
                find(com.vaadin.flow.component.listbox.ListBox.class).id("timeline-calls");
        return list.getListDataView()
                .getItems()
                .map(org.consentlab.toolcall.ToolCall::tool)
                .toList();
    }

    @Test
    void counterUpdatesLiveWhenAnotherPathAdds() throws InterruptedException {
        Thread agent = Thread.ofVirtual()
                .start(() -> service.invoke(new ToolCallRequest(
                        sandbox,
                        Channel.MCP,
                        "another-tab",
                        "add_to_cart",
                        "{\"sku\":\"LAMP-02\",\"quantity\":3}",
                        null,
                        "other",
                        "/mcp")));
        agent.join();
        await("the pushed counter", () -> count().equals("3"));
    }

    private String count() {
        return find(Span.class).id("cart-count").getText();
    }
}
