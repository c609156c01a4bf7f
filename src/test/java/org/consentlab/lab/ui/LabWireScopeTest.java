package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.tabs.TabSheet;
import java.util.List;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.account.Accounts;
import org.consentlab.agent.AgentScript;
import org.consentlab.lab.ExerciseProgress;
import org.consentlab.lab.LabExercises;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * One truth per lab: with effects made in two other labs of the same sandbox first, a lab's wire
 * lists exactly its own effects, its exercise counts only its own, and the whole-sandbox toggle
 * shows every lab's, each line naming its lab.
 */
class LabWireScopeTest extends LabBrowserlessTest {

    @Autowired
    WireLog wire;

    @Autowired
    ToolCalls calls;

    @Autowired
    Accounts accounts;

    @Autowired
    LabExercises exercises;

    SandboxId sandbox;

    @BeforeEach
    void open() {
        navigate(CartLabView.class);
        sandbox = sessionSandbox();
    }

    @Test
    void labFoursWireListsItsOwnDeleteAmongLabFivesDeleteAndLabTwosAdd() {
        lifecycleDeletesWithoutConfirmation();
        accounts.restoreIfDeleted(sandbox);
        cartAddFromTheInspector();

        navigate(AccountLabView.class);
        assertThat(items("wire-log")).as("nothing of Lab 4's yet").isEmpty();
        assertThat(text("wire-log-scope")).startsWith("Lab 4's effects only.");
        test(button("simulate-agent")).click();
        test(button("consent-cancel")).click();
        test(button("simulate-agent")).click();
        personClicks(button("consent-confirm"));

        assertThat(items("wire-log"))
                .singleElement()
                .satisfies(
                        line -> assertThat(line).contains("DELETE /api/account").endsWith("· Lab 4"));
        assertThat(stepDone(4, 3))
                .as("exactly one DELETE of Lab 4's on its wire")
                .isTrue();
        assertThat(find(ListItem.class).id("exercise-step-3").getElement().getAttribute("data-state"))
                .isEqualTo("done");

        test(button("wire-log-whole-sandbox")).click();
        assertThat(button("wire-log-whole-sandbox").getElement().getAttribute("aria-pressed"))
                .isEqualTo("true");
        assertThat(items("wire-log"))
                .hasSize(3)
                .satisfiesExactly(
                        line -> assertThat(line).contains("DELETE /api/account").endsWith("· Lab 5"),
                        line -> assertThat(line)
                                .contains("POST /api/cart/items")
                                .endsWith("· Lab 2"),
                        line -> assertThat(line).contains("DELETE /api/account").endsWith("· Lab 4"));
        assertThat(text("wire-log-scope")).startsWith("The whole sandbox's wire");
    }

    @Test
    void labFivesWireAndExerciseCountOnlyItsOwnDelete() {
        navigate(AccountLabView.class);
        test(button("request-deletion")).click();
        personClicks(button("consent-confirm"));
        cartAddFromTheInspector();

        lifecycleDeletesWithoutConfirmation();

        assertThat(items("lifecycle-wire"))
                .singleElement()
                .satisfies(
                        line -> assertThat(line).contains("DELETE /api/account").endsWith("· Lab 5"));
        assertThat(stepDone(5, 3))
                .as("its one DELETE left with no decision at all")
                .isFalse();
        test(button("lifecycle-wire-whole-sandbox")).click();
        assertThat(items("lifecycle-wire"))
                .extracting(line -> line.substring(line.indexOf("  ") + 2))
                .hasSize(3)
                .allSatisfy(line -> assertThat(line).containsAnyOf("· Lab 4", "· Lab 2", "· Lab 5"));
        assertThat(wire.entries(sandbox)).extracting(WireEntry::lab).containsExactly(4, 2, 5);
    }

    @Test
    @SuppressWarnings("unchecked")
    void labEightsWireListsItsOwnEffectsNotLabFivesPaymentNorLabFoursDelete() {
        navigate(AccountLabView.class);
        test(button("request-deletion")).click();
        personClicks(button("consent-confirm"));
        accounts.restoreIfDeleted(sandbox);
        navigate(LifecycleLabView.class);
        pick("send_payment", "no-confirmation");
        stepToTheEnd();

        navigate(DecisionsLabView.class);
        test(find(TabSheet.class).all().getFirst()).select("Agent");
        ((Select<AgentScript>) find(Select.class).id("agent-script")).setValue(AgentScript.BATCH);
        test(button("agent-run")).click();
        await(
                "three rows of one turn",
                () -> find(Div.class).withClassName("batch-item").all().size() == 3);
        personClicks(button(row("refund_order") + "-approve"));
        test(button(row("send_payment") + "-reject")).click();
        test(button(row("delete_account") + "-reject")).click();
        await(
                "the claim check",
                () -> !find(Span.class).id("agent-claim-check").getText().equals("running"));

        assertThat(items("decisions-wire"))
                .hasSize(2)
                .allSatisfy(line -> assertThat(line).endsWith("· Lab 8"))
                .anySatisfy(line -> assertThat(line).contains("POST /api/saved-items"))
                .anySatisfy(line -> assertThat(line).contains("POST /api/orders/ORD-1043/refund"))
                .noneSatisfy(line -> assertThat(line).contains("/api/payments"));
        assertThat(stepDone(8, 1)).as("its own batch, answered item by item").isTrue();
        test(button("decisions-wire-whole-sandbox")).click();
        assertThat(items("decisions-wire"))
                .hasSize(4)
                .anySatisfy(
                        line -> assertThat(line).contains("DELETE /api/account").endsWith("· Lab 4"))
                .anySatisfy(
                        line -> assertThat(line).contains("POST /api/payments").endsWith("· Lab 5"));
    }

    private void lifecycleDeletesWithoutConfirmation() {
        navigate(LifecycleLabView.class);
        pick("delete_account", "no-confirmation");
        stepToTheEnd();
    }

    private void cartAddFromTheInspector() {
        navigate(CartLabView.class);
        test(button("inspector-invoke")).click();
    }

    private boolean stepDone(int lab, int step) {
        ExerciseProgress progress = exercises.of(lab, sandbox).orElseThrow();
        return progress.steps().get(step - 1).done();
    }

    private String row(String tool) {
        return "batch-item-"
                + calls.list(sandbox).stream()
                        .filter(call -> call.tool().equals(tool))
                        .map(ToolCall::id)
                        .findFirst()
                        .orElseThrow(); // newest first: this lab's, not Lab 5's
    }

    private List<String> items(String list) {
        return find(UnorderedList.class)
                .id(list)
                .getChildren()
                .map(item -> item.getElement().getTextRecursively())
                .toList();
    }

    private Button button(String id) {
        return find(Button.class).id(id);
    }

    private String text(String id) {
        return find(Component.class).withId(id).single().getElement().getTextRecursively();
    }

    /** Lab 5's controls, as its own test drives them. */
    @SuppressWarnings("unchecked")
    private void pick(String action, String behaviour) {
        test(find(Select.class).id("lifecycle-action")).selectItem(action);
        test(find(Select.class).id("lifecycle-behaviour")).selectItem(behaviour);
    }

    /** Steps the run until its request reaches the wire (a step after the end would start another run). */
    private void stepToTheEnd() {
        int before = wire.entries(sandbox).size();
        for (int i = 0; i < 8 && wire.entries(sandbox).size() == before; i++) {
            test(button("lifecycle-step")).click();
            roundTrip();
        }
    }
}
