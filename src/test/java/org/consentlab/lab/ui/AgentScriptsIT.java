package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openqa.selenium.support.ui.ExpectedConditions.elementToBeClickable;
import static org.openqa.selenium.support.ui.ExpectedConditions.not;
import static org.openqa.selenium.support.ui.ExpectedConditions.textMatches;
import static org.openqa.selenium.support.ui.ExpectedConditions.textToBe;

import java.util.regex.Pattern;
import org.consentlab.browser.BrowserTestSupport;
import org.consentlab.browser.Chromium;
import org.consentlab.consent.ConsentGates;
import org.consentlab.sandbox.SandboxCookie;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The scripted agents on Lab 4, run as a learner would in Chromium. Gates and the wire are read
 * from the records of the browser's own sandbox, not from the screen.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.datasource.url=jdbc:h2:mem:surfaces-agents-it;DB_CLOSE_DELAY=-1",
            "consentlab.agent.beat=PT0.1S"
        })
class AgentScriptsIT {

    private static final Pattern VERDICT = Pattern.compile("consistent|contradicted");

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Autowired
    ConsentGates gates;

    @Autowired
    WireLog wire;

    @Autowired
    ToolCalls calls;

    @Chromium.Browser
    private ChromeDriver driver;

    @BeforeEach
    void openLabFour() throws Exception {
        driver.get(chromium.url("/labs/account"));
        BrowserTestSupport.waitFor(driver).until(textToBe(By.id("account-status"), "ACTIVE"));
    }

    @Test
    void impatientAgentLeavesOneGateAndConfirmDeletesOnce() {
        run("impatient");
        BrowserTestSupport.waitFor(driver).until(textMatches(By.id("agent-claim-check"), VERDICT));
        assertThat(gates.all(sandbox())).hasSize(1).allMatch(gate -> gate.pending());
        long gate = gates.all(sandbox()).getFirst().id();
        assertThat(calls.list(sandbox()))
                .hasSize(5)
                .allMatch(call -> call.channel() == Channel.SIMULATED_AGENT && call.gateId() == gate);
        assertThat(driver.findElement(By.id("agent-transcript")).getText()).contains("attempt 5");
        assertThat(wire.entries(sandbox())).isEmpty();

        click("consent-confirm");
        BrowserTestSupport.waitFor(driver).until(textToBe(By.id("account-status"), "DELETED"));
        assertThat(wire.entries(sandbox())).extracting(WireEntry::request).containsExactly("DELETE /api/account");
    }

    @Test
    void injectedAgentGetsAnUnknownToolErrorAndTheAccountStays() {
        run("injected");
        BrowserTestSupport.waitFor(driver).until(textMatches(By.id("agent-claim-check"), VERDICT));
        assertThat(driver.findElement(By.id("agent-transcript")).getText()).contains("Unknown tool 'confirm_deletion'");
        assertThat(driver.findElement(By.id("account-status")).getText()).isEqualTo("ACTIVE");
        assertThat(wire.entries(sandbox())).isEmpty();
    }

    @Test
    void overclaimingAgentIsMarkedContradictedAfterCancel() {
        run("overclaiming");
        BrowserTestSupport.waitFor(driver).until(elementToBeClickable(By.id("consent-cancel")));
        click("consent-cancel");
        BrowserTestSupport.waitFor(driver).until(textToBe(By.id("agent-claim-check"), "contradicted"));
        assertThat(driver.findElement(By.id("agent-transcript")).getText()).contains("Your account has been deleted.");
        assertThat(driver.findElement(By.id("account-status")).getText()).isEqualTo("ACTIVE");
        assertThat(wire.entries(sandbox())).isEmpty();
    }

    private void run(String script) {
        click("tab-agent");
        click("agent-script");
        WebElement item = BrowserTestSupport.waitFor(driver)
                .until(elementToBeClickable(By.xpath("//vaadin-select-item[normalize-space()='" + script + "']")));
        item.click();
        BrowserTestSupport.waitFor(driver).until(not(textToBe(By.id("agent-script"), "")));
        click("agent-run");
    }

    private void click(String id) {
        // The shared click finds the control again when the live page replaced or shifted it meanwhile.
        BrowserTestSupport.click(driver, id);
    }

    private SandboxId sandbox() {
        // The cookie's value is "<sandbox id>.<the server's signature>".
        String value = driver.manage().getCookieNamed(SandboxCookie.NAME).getValue();
        return SandboxId.parse(value.substring(0, value.indexOf('.'))).orElseThrow();
    }
}
