package org.consentlab.bench;

import static org.consentlab.browser.BrowserTestSupport.click;
import static org.consentlab.browser.BrowserTestSupport.present;
import static org.consentlab.browser.BrowserTestSupport.waitFor;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.browser.BrowserTestSupport;
import org.consentlab.sandbox.SandboxCookie;
import org.consentlab.sandbox.SandboxId;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;

/** One headless Chromium (one cookie jar, so one sandbox) with any number of open tabs. */
final class Browser implements AutoCloseable {

    private final ChromeDriver driver;
    private final String base;
    private final List<String> tabs = new ArrayList<>();

    Browser(int port) throws Exception {
        this.driver = BrowserTestSupport.newChromium();
        this.base = "http://127.0.0.1:" + port;
        tabs.add(driver.getWindowHandle());
    }

    ChromeDriver driver() {
        return driver;
    }

    /** Opens Lab 4 in the current tab with its Timeline tab shown (the heaviest view of a lab page). */
    void openLabWithTimeline() {
        driver.get(base + "/labs/account");
        waitFor(driver).until(d -> present(d, "account-status"));
        click(driver, "tab-timeline");
        waitFor(driver).until(d -> present(d, "timeline"));
    }

    /** Opens {@code count} more tabs of the lab page. */
    void openMoreLabTabs(int count) {
        for (int i = 0; i < count; i++) {
            driver.switchTo().newWindow(WindowType.TAB);
            tabs.add(driver.getWindowHandle());
            openLabWithTimeline();
        }
    }

    SandboxId sandbox() {
        return sandboxOf(driver.manage().getCookieNamed(SandboxCookie.NAME).getValue());
    }

    /** The sandbox a signed sandbox cookie ({@code <id>.<signature>}) names. */
    static SandboxId sandboxOf(String signedCookie) {
        return SandboxId.parse(signedCookie.substring(0, signedCookie.indexOf('.')))
                .orElseThrow();
    }

    /** Leaves every page, so that the server closes their UIs. */
    void leaveAll() {
        for (String tab : tabs) {
            driver.switchTo().window(tab);
            driver.get("about:blank");
        }
        driver.switchTo().window(tabs.getFirst());
    }

    /** Opens the approvals page, signing in first if this browser has not yet. */
    void openApprovals() {
        driver.get(base + "/approvals");
        waitFor(driver).until(d -> present(d, "approver-name") || present(d, "approver-login"));
        if (!present(driver, "approver-name")) {
            BrowserTestSupport.signIn(driver, "approver", "approve-locally");
            waitFor(driver).until(d -> present(d, "approver-name"));
        }
    }

    /** Opens a page of the app by its path and waits for an element of it. */
    void open(String path, String waitForId) {
        driver.get(base + path);
        waitFor(driver).until(d -> present(d, waitForId));
    }

    void resize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    void screenshot(Path file) throws Exception {
        Files.createDirectories(file.getParent());
        Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
    }

    @Override
    public void close() {
        driver.quit();
    }
}
