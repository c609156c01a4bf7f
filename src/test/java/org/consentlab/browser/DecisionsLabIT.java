package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Lab 8 in Chromium, with two people: the batch agent's turn of five calls, each gated row answered
 * on its own (the refund edited down, the deletion rejected with a reason, the payment consented to
 * here and approved by an approver in a second browser), the agent going on only then, and the
 * learner's wire holding exactly the effects decided, read through the export. Then the two demos,
 * whose twins differ on their wires, and the exercise turns done.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "consentlab.agent.beat=PT0.1S")
class DecisionsLabIT {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Pattern REQUEST = Pattern.compile("(GET|POST|PUT|PATCH|DELETE) \\S+");
    private static final String REASON = "Keep the account: I still need last year's invoices.";

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver learner;

    @BeforeEach
    void open() throws Exception {
        learner.get(chromium.url("/labs/decisions"));
        waitFor(learner).until(d -> present(d, "batch-slot"));
        assertThat(AxeCheck.violations(learner, "/labs/decisions")).isEmpty();
    }

    @Test
    void eachItemOfTheTurnIsAnsweredOnItsOwnAndTheWireHoldsExactlyWhatWasDecided() throws Exception {
        click(learner, "tab-agent");
        // The Agent tab of this lab offers the batch agent first.
        waitFor(learner)
                .until(d -> present(d, "agent-run") && text(d, "agent-script").contains("batch"));
        click(learner, "agent-run");
        waitFor(learner)
                .until(d -> d.findElements(By.cssSelector("#decision-batch .batch-item"))
                                .size()
                        == 3);
        String refund = row("refund_order");
        String payment = row("send_payment");
        String deletion = row("delete_account");
        // The read and the reversible write answered at once, before any decision.
        waitFor(learner)
                .until(d -> d.findElements(By.cssSelector("#batch-ran-at-once .batch-ran"))
                                .size()
                        == 2);
        assertThat(text(learner, "batch-ran-at-once")).contains("get_account").contains("Saved LAMP-02 for later.");
        assertThat(wire(learner)).containsExactly("POST /api/saved-items");
        assertThat(AxeCheck.violations(learner, "/labs/decisions with a batch")).isEmpty();
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(learner, size);
            // The first screen, as the page opens: the batch's first row begins on it (the calls that ran at once
            // follow).
            ((JavascriptExecutor) learner).executeScript("window.scrollTo(0, 0)");
            Number firstRowTop = (Number) ((JavascriptExecutor) learner)
                    .executeScript(
                            "return document.getElementById(" + "arguments[0]).getBoundingClientRect().top",
                            refund + "-title");
            assertThat(firstRowTop.doubleValue())
                    .as("the first row's top at %s", size)
                    .isLessThan(size.getHeight() - 40);
            screenshot(learner, "lab8-batch-" + size.getWidth());
            ((JavascriptExecutor) learner)
                    .executeScript("document.getElementById('decision-batch')" + ".scrollIntoView({block: 'start'})");
            screenshot(learner, "lab8-batch-rows-" + size.getWidth());
        }
        viewport(learner, new Dimension(1400, 900));

        typeInto(learner, "#" + deletion + "-reason input", REASON);
        click(learner, deletion + "-reject");
        waitFor(learner).until(d -> state(d, deletion).equals("declined"));
        assertThat(text(learner, "agent-transcript")).doesNotContain("Turn 2");
        // After a row's decision: the focused control and the rows around it, as the person sees them.
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(learner, size);
            ((JavascriptExecutor) learner).executeScript("document.activeElement.scrollIntoView({block: 'center'})");
            screenshot(learner, "lab8-after-row-decision-" + size.getWidth());
        }
        viewport(learner, new Dimension(1400, 900));

        editRefund(refund);
        waitFor(learner).until(d -> state(d, refund).equals("approved"));
        assertThat(text(learner, "agent-transcript")).doesNotContain("Turn 2");

        click(learner, payment + "-approve");
        waitFor(learner).until(d -> state(d, payment).equals("awaiting_approver"));
        assertThat(text(learner, "agent-transcript"))
                .as("consent alone is not an answer")
                .doesNotContain("Turn 2");
        WebDriver approver = chromium.open();
        approver.get(chromium.url("/approvals"));
        signIn(approver, "approver", "approve-locally");
        click(approver, approvalItemOf(learner, approver));
        click(approver, "approval-approve");
        waitFor(approver).until(d -> text(d, "approval-decision-result").startsWith("SENT"));

        waitFor(learner).until(d -> text(d, "agent-claim-check").equals("consistent"));
        String transcript = text(learner, "agent-transcript");
        assertThat(transcript)
                .contains("Turn 2")
                .contains("Refunded €30.00 instead of €40.00")
                .contains("Sent €900.00 to PAYEE-1")
                .contains("“" + REASON + "”");
        screenshot(learner, "lab8-batch-answered");
        ((JavascriptExecutor) learner)
                .executeScript("document.getElementById('decisions-transcript')" + ".scrollIntoView({block: 'start'})");
        screenshot(learner, "lab8-transcript");
        assertThat(text(learner, "decisions-transcript")).contains("Turn 2").contains("“" + REASON + "”");
        assertThat(wire(learner))
                .containsExactlyInAnyOrder(
                        "POST /api/saved-items",
                        "POST /api/orders/ORD-1043/refund?amountCents=3000",
                        "POST /api/payments?payeeId=PAYEE-1&amountCents=90000");
        JsonNode export = exported(learner);
        assertThat(export.get("sandbox").get("account").asString()).isEqualTo("ACTIVE");

        demo("approval-not-bound");
        demo("approve-all-hides");
        learner.get(chromium.url("/labs/decisions"));
        waitFor(learner).until(d -> text(d, "exercise-status").equals("done"));
        screenshot(learner, "lab8-exercise-done");
    }

    /** Edits the refund's amount from 40.00 down to 30.00 and approves the edited call. */
    private void editRefund(String refund) throws Exception {
        click(learner, refund + "-edit");
        typeInto(learner, "#" + refund + "-edit-amountCents input", "30");
        // The consequence is written again by the application for the edited amount, before anything is decided.
        waitFor(learner).until(d -> text(d, refund + "-edit-consequence").contains("€30.00"));
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(learner, size);
            ((JavascriptExecutor) learner)
                    .executeScript(
                            "document.getElementById(arguments[0])" + ".scrollIntoView({block: 'center'})",
                            refund + "-edit-panel");
            screenshot(learner, "lab8-edit-in-progress-" + size.getWidth());
        }
        viewport(learner, new Dimension(1400, 900));
        click(learner, refund + "-edit-approve");
    }

    /** Runs the demo and waits until both twins are graded; their wires must differ. */
    private void demo(String mode) throws Exception {
        learner.get(chromium.url("/demo/" + mode));
        click(learner, "demo-run");
        waitFor(learner)
                .until(d -> d.findElement(By.id("demo-progress"))
                        .getAttribute("data-run")
                        .equals("done"));
        screenshot(learner, "lab8-demo-" + mode);
        assertThat(twinWire("demo-wrong-wire")).isNotEqualTo(twinWire("demo-correct-wire"));
        assertThat(text(learner, "demo-wrong-verdict")).isEqualTo("FAIL");
        assertThat(text(learner, "demo-correct-verdict")).isEqualTo("PASS");
    }

    /** The effect requests on a twin's wire list, without their times and call ids (the twins' differ anyway). */
    private List<String> twinWire(String id) {
        return learner.findElements(By.cssSelector("#" + id + " li")).stream()
                .map(item -> REQUEST.matcher(item.getText()))
                .filter(Matcher::find)
                .map(Matcher::group)
                .toList();
    }

    /** The id of the batch row whose title names {@code tool}. */
    private String row(String tool) {
        return learner.findElements(By.cssSelector("#decision-batch .batch-item")).stream()
                .filter(item -> item.findElement(By.tagName("h3")).getText().startsWith(tool + " "))
                .map(item -> item.getAttribute("id"))
                .findFirst()
                .orElseThrow();
    }

    private static String state(WebDriver driver, String row) {
        return driver.findElement(By.id(row)).getAttribute("data-state");
    }

    private List<String> wire(WebDriver browser) {
        return StreamSupport.stream(exported(browser).get("wire").spliterator(), false)
                .map(entry ->
                        entry.get("method").asString() + " " + entry.get("path").asString())
                .toList();
    }

    private JsonNode exported(WebDriver browser) {
        return JSON.readTree(export(browser));
    }
}
