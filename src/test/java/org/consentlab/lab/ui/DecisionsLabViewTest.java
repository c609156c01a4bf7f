package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.tabs.TabSheet;
import com.vaadin.flow.component.textfield.TextField;
import java.util.List;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.agent.AgentScript;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Lab 8 in the page: the batch agent's turn arrives as one batch, live, and each row is answered on its own. */
class DecisionsLabViewTest extends LabBrowserlessTest {

    private static final String REASON = "Not today: I still need the invoices.";

    @Autowired
    ToolCalls calls;

    @Autowired
    WireLog wire;

    SandboxId sandbox;

    @BeforeEach
    void open() {
        navigate(DecisionsLabView.class);
        sandbox = sessionSandbox();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theBatchAgentsTurnIsAnsweredRowByRowAndItsNextTurnReadsTheAnswers() {
        assertThat(find(Div.class).id("batch-slot").getElement().getTextRecursively())
                .contains("No call of this lab");
        test(find(TabSheet.class).all().getFirst()).select("Agent");
        assertThat(((Select<AgentScript>) find(Select.class).id("agent-script")).getValue())
                .isEqualTo(AgentScript.BATCH);
        test(find(Button.class).id("agent-run")).click();
        await(
                "three rows of one turn",
                () -> find(Div.class).withClassName("batch-item").all().size() == 3);
        assertThat(wire.entries(sandbox)).extracting(WireEntry::request).containsExactly("POST /api/saved-items");
        // The read and the reversible write of the same turn are listed with it, answered, with nothing to decide.
        assertThat(find(Div.class).withClassName("batch-ran").all()).hasSize(2);
        assertThat(find(Div.class).id("batch-ran-at-once").getElement().getTextRecursively())
                .contains("get_account")
                .contains("Saved LAMP-02 for later.");

        String deletion = row("delete_account");
        test(find(TextField.class).id(deletion + "-reason")).setValue(REASON);
        test(find(Button.class).id(deletion + "-reject")).click();
        await("the deletion declined", () -> state(deletion).equals("declined"));
        String refund = row("refund_order");
        personClicks(find(Button.class).id(refund + "-approve"));
        await("the refund approved", () -> state(refund).equals("approved"));
        assertThat(transcript()).doesNotContain("Turn 2");
        String payment = row("send_payment");
        test(find(Button.class).id(payment + "-reject")).click();

        await(
                "the claim check",
                () -> !find(Span.class).id("agent-claim-check").getText().equals("running"));
        assertThat(find(Span.class).id("agent-claim-check").getText()).isEqualTo("consistent");
        assertThat(transcript())
                .contains("Turn 2")
                .contains("Refunded €40.00 on ORD-1043")
                .contains("“" + REASON + "”")
                .contains("You declined the payment to PAYEE-1");
        // The answered batch stays on the page, showing how each call ended.
        assertThat(List.of(state(refund), state(payment), state(deletion)))
                .containsExactly("approved", "declined", "declined");
        assertThat(wire.entries(sandbox))
                .extracting(WireEntry::request)
                .containsExactly("POST /api/saved-items", "POST /api/orders/ORD-1043/refund?amountCents=4000");

        // Opened again, the page still shows how the last turn ended; after a reset it shows none.
        navigate(DecisionsLabView.class);
        assertThat(state(refund)).isEqualTo("approved");
        // The transcript is read from the records: a new view of the same sandbox still has the second turn,
        // each result naming its call, in the order the calls were sent.
        List<String> lines = find(ListItem.class, find(Div.class).id("decisions-transcript")).all().stream()
                .map(ListItem::getText)
                .toList();
        assertThat(String.join("\n", lines))
                .contains("Turn 2")
                .contains("Refunded €40.00 on ORD-1043")
                .contains("“" + REASON + "”")
                .contains("You declined the payment to PAYEE-1");
        assertThat(lines)
                .filteredOn(line -> line.startsWith("result: "))
                .extracting(line -> line.substring(8, line.indexOf(':', 8)))
                .containsExactly(
                        named("get_account"),
                        named("save_for_later"),
                        named("refund_order"),
                        named("send_payment"),
                        named("delete_account"));
        assertThat(lines)
                .filteredOn(line -> line.startsWith("result: " + named("delete_account")))
                .singleElement()
                .asString()
                .contains("“" + REASON + "”");
        assertThat(find(Div.class).withClassName("batch-ran").all()).hasSize(2);
        test(find(Button.class).id("reset-sandbox")).click();
        await(
                "the reset page",
                () -> find(Div.class)
                        .id("batch-slot")
                        .getElement()
                        .getTextRecursively()
                        .contains("No call of this lab"));
        assertThat(find(Div.class).withClassName("batch-ran").all()).isEmpty();
        assertThat(find(ListItem.class, find(Div.class).id("decisions-transcript"))
                        .all())
                .isEmpty();
    }

    /** How the transcript names the batch agent's call to {@code tool}: "refund_order · call #12". */
    private String named(String tool) {
        return tool + " · call #" + row(tool).substring("batch-item-".length());
    }

    /** The id of the row of the batch agent's call to {@code tool}. */
    private String row(String tool) {
        return "batch-item-"
                + calls.list(sandbox).stream()
                        .filter(call -> call.tool().equals(tool))
                        .map(ToolCall::id)
                        .reduce((first, last) -> last)
                        .orElseThrow();
    }

    private String state(String row) {
        return find(Div.class).id(row).getElement().getAttribute("data-state");
    }

    private String transcript() {
        return find(Div.class).id("agent-transcript").getElement().getTextRecursively();
    }
}
