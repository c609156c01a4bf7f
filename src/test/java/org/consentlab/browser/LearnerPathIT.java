package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * A newcomer's path through Labs 1–6 in real Chromium: each exercise is finished using only what
 * that lab's page shows and the stable ids, and its status turns done on the page and on the index.
 * Where the page hints at something close that does not count, the hint is checked too.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class LearnerPathIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @Test
    void labOneSchemaRefusesABadCallFromTheInspector() throws Exception {
        openLab("/labs/registration");
        pick(browser, "inspector-tool", "get_product_details");
        click(browser, "inspector-invoke");
        waitForStep(1, "done");
        waitFor(browser).until(d -> hint().contains("valid, so it ran"));
        typeArgs("{\"sku\": 5}");
        click(browser, "inspector-invoke");
        waitForStep(2, "done");
        assertDoneHereAndOnIndex(1, "lab1-exercise-done");
    }

    @Test
    void labTwoAnAgentsAddIsTakenBackByThePersonsUndo() throws Exception {
        openLab("/labs/cart");
        click(browser, "cart-add");
        waitFor(browser).until(d -> text(d, "cart-count").equals("1"));
        click(browser, "cart-undo");
        waitFor(browser).until(d -> hint().contains("your own button"));
        assertThat(status()).isEqualTo("open");

        click(browser, "inspector-invoke");
        waitForStep(1, "done");
        click(browser, "cart-undo");
        assertDoneHereAndOnIndex(2, "lab2-exercise-done");
    }

    @Test
    void labThreeAReadAndACheapWriteNeitherAsks() throws Exception {
        openLab("/labs/product");
        click(browser, "inspector-invoke");
        waitForStep(1, "done");
        click(browser, "product-save-MUG-01");
        assertDoneHereAndOnIndex(3, "lab3-exercise-done");
    }

    @Test
    void labFourAnAgentsRequestIsCancelledThenConfirmedOnce() throws Exception {
        openLab("/labs/account");
        click(browser, "request-deletion");
        click(browser, "consent-cancel");
        waitFor(browser).until(d -> hint().contains("page's own Request deletion button"));
        assertThat(step(1)).isEqualTo("open");

        click(browser, "simulate-agent");
        waitForStep(1, "done");
        click(browser, "consent-cancel");
        waitForStep(2, "done");
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");
        click(browser, "simulate-agent");
        click(browser, "consent-confirm");
        waitFor(browser).until(d -> text(d, "account-status").equals("DELETED"));
        assertThat(browser.findElements(By.cssSelector("#wire-log li")))
                .singleElement()
                .satisfies(li -> assertThat(li.getText()).contains("DELETE /api/account"));
        assertDoneHereAndOnIndex(4, "lab4-exercise-done");
    }

    @Test
    void labFiveNeedsTheLearnersConsentAndAnApproverFoundThroughThePage() throws Exception {
        openLab("/labs/lifecycle");
        pick(browser, "lifecycle-action", "delete_account");
        pick(browser, "lifecycle-behaviour", "correct");
        click(browser, "lifecycle-play");
        waitFor(browser).until(d -> present(d, "lifecycle-confirm"));
        click(browser, "lifecycle-confirm");
        waitForStep(1, "done");
        waitFor(browser).until(d -> hint().contains("approver must decide"));

        // Everything the second person needs is on the page: where to go, and the sign-in in force here.
        List<String> shown = browser.findElements(By.cssSelector("#approver-help code")).stream()
                .map(WebElement::getText)
                .toList();
        assertThat(shown).hasSize(3).first().isEqualTo("/approvals");
        String approvals = browser.findElement(By.id("open-approvals")).getDomProperty("href");
        WebDriver approver = chromium.open();
        approver.get(approvals);
        signIn(approver, shown.get(1), shown.get(2));
        // Signing in returns to the page that asked for it.
        waitFor(approver).until(d -> present(d, "approvals-list"));
        assertThat(URI.create(approver.getCurrentUrl()).getPath()).isEqualTo("/approvals");
        click(approver, learnersItem(approver));
        click(approver, "approval-approve");
        waitFor(approver).until(d -> text(d, "approval-decision-result").startsWith("DELETED"));
        // The approver leaves now, not when the test ends: the rest is the learner's alone.
        approver.quit();
        waitFor(browser).until(d -> text(d, "verdict").equals("PASS"));
        assertDoneHereAndOnIndex(5, "lab5-exercise-done");
    }

    @Test
    void labSixRejectedArchiveRemainsApprovedOneArchivesOnce() throws Exception {
        openLab("/labs/reports");
        click(browser, "agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        click(browser, "approval-reject");
        waitForStep(1, "done");
        assertThat(text(browser, "report-status-RPT-31")).isEqualTo("ACTIVE");
        click(browser, "agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        click(browser, "approval-approve-once");
        waitFor(browser).until(d -> text(d, "report-status-RPT-31").equals("ARCHIVED"));
        waitFor(browser)
                .until(d -> d.findElements(By.cssSelector("#result-log li")).size() == 1);
        assertDoneHereAndOnIndex(6, "lab6-exercise-done");
    }

    private void openLab(String route) {
        browser.get(chromium.url(route));
        waitFor(browser).until(d -> present(d, "exercise-panel") && status().equals("open"));
        assertThat(browser.findElements(By.cssSelector("vaadin-dev-tools, copilot-main")))
                .isEmpty();
    }

    /** Read as text content: the panel may be scrolled out of the layout's scrolling area, where Selenium reads no text. */
    private String status() {
        return browser.findElement(By.id("exercise-status")).getDomProperty("textContent");
    }

    private String hint() {
        return browser.findElement(By.id("exercise-hint")).getDomProperty("textContent");
    }

    private String step(int k) {
        return waitFor(browser)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> d.findElement(By.id("exercise-step-" + k)).getDomAttribute("data-state"));
    }

    private void waitForStep(int k, String state) {
        waitFor(browser).ignoring(StaleElementReferenceException.class).until(d -> state.equals(step(k)));
    }

    private void typeArgs(String json) {
        WebElement args = browser.findElement(By.cssSelector("#inspector-args textarea"));
        args.sendKeys(Keys.chord(Keys.CONTROL, "a"), json);
    }

    private void assertDoneHereAndOnIndex(int lab, String screenshot) throws Exception {
        waitFor(browser).until(d -> status().equals("done"));
        assertThat(browser.findElements(By.cssSelector("[id^='exercise-step-']")))
                .allSatisfy(
                        item -> assertThat(item.getDomAttribute("data-state")).isEqualTo("done"));
        // A hint never shown is never sent to the browser; one shown before is hidden once done.
        assertThat(browser.findElements(By.cssSelector("#exercise-hint:not([hidden])")))
                .as("no hint once done")
                .isEmpty();
        screenshot(browser, screenshot);
        browser.get(chromium.url("/"));
        waitFor(browser).until(d -> present(d, "exercise-status-" + lab));
        assertThat(text(browser, "exercise-status-" + lab)).isEqualTo("done");
    }

    /** The approvals list spans every sandbox: the learner's item is the one naming their sandbox. */
    private String learnersItem(WebDriver approver) {
        String badge = text(browser, "sandbox-badge").replace("sandbox ", "");
        return waitFor(approver)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> d.findElements(By.cssSelector("[id^='approval-item-']")).stream()
                        .filter(e -> e.findElement(By.xpath("..")).getText().contains(badge))
                        .findFirst()
                        .map(e -> e.getDomAttribute("id"))
                        .orElse(null));
    }
}
