package org.consentlab.browser;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.ElementClickInterceptedException;
import org.openqa.selenium.ElementNotInteractableException;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Drives Debian's Chromium through Debian's chromedriver, both by explicit path, so that
 * nothing ever tries to download a browser or a driver. Each driver gets a fresh profile,
 * which means a fresh cookie jar and so a fresh sandbox.
 */
public final class BrowserTestSupport {

    private BrowserTestSupport() {}

    public static ChromeDriver newChromium() throws Exception {
        return newChromium(new String[0]);
    }

    /** With extra Chromium switches, e.g. {@code --enable-features=WebMCP}. */
    public static ChromeDriver newChromium(String... extraArguments) throws Exception {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(System.getProperty("chromium.binary", "/usr/bin/chromium"));
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--window-size=1400,900",
                "--user-data-dir=" + Files.createTempDirectory("chromium-profile"));
        // The browser asks for English whatever the machine speaks, unless a test asks for another language.
        if (java.util.Arrays.stream(extraArguments).noneMatch(argument -> argument.startsWith("--accept-lang="))) {
            options.addArguments("--lang=en-US", "--accept-lang=en-US");
        }
        options.addArguments(extraArguments);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(Path.of(System.getProperty("webdriver.chrome.driver", "/usr/bin/chromedriver"))
                        .toFile())
                .build();
        return new ChromeDriver(service, options);
    }

    /**
     * Waits up to 30 s, polling again when an element was redrawn between finding and reading it:
     * a push can replace a component while a condition reads it, which is no failure of the page.
     */
    public static WebDriverWait waitFor(WebDriver driver) {
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(30));
        wait.ignoring(StaleElementReferenceException.class);
        return wait;
    }

    public static String text(WebDriver driver, String id) {
        WebElement element = driver.findElement(By.id(id));
        // WebDriver reads an element scrolled out of the page's scrolling area as empty; a person would
        // scroll to it to read it, and so does this.
        ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView({block: 'nearest'})", element);
        return element.getText();
    }

    public static boolean present(WebDriver driver, String id) {
        return !driver.findElements(By.id(id)).isEmpty();
    }

    public static void click(WebDriver driver, String id) {
        // A live page may replace the element between finding and clicking it, or shift its layout so that
        // a neighbour is under the pointer for a moment, and a modal dialog that is still closing keeps the
        // page behind it inert ("not interactable") until it is gone: then find it and click again.
        waitFor(driver)
                .ignoring(StaleElementReferenceException.class, ElementClickInterceptedException.class)
                .ignoring(ElementNotInteractableException.class)
                .until(d -> {
                    WebElement element = d.findElement(By.id(id));
                    // Centre it first: a control scrolled out of the page's scrolling area counts as not displayed,
                    // and one near the window's edge may sit under a floating overlay.
                    ((JavascriptExecutor) d).executeScript("arguments[0].scrollIntoView({block: 'center'})", element);
                    if (!element.isDisplayed() || !element.isEnabled()) {
                        return false;
                    }
                    element.click();
                    return true;
                });
    }

    /** Types {@code text} into the Vaadin text field {@code id}, replacing what it held. */
    public static void type(WebDriver driver, String id, String text) {
        waitFor(driver).until(d -> present(d, id));
        typeInto(driver, "#" + id + " input", text);
    }

    /** Replaces the text of the field {@code css} finds, finding it again if a push replaced it first. */
    public static void typeInto(WebDriver driver, String css, String text) {
        waitFor(driver).until(d -> {
            d.findElement(By.cssSelector(css)).sendKeys(Keys.chord(Keys.CONTROL, "a"), text);
            return true;
        });
    }

    /** Opens a Vaadin select by its id and picks the item whose label is {@code label}, as a person would. */
    public static void pick(WebDriver driver, String selectId, String label) {
        // A scroll closes an open overlay, so the click that opens it is repeated until it stays open.
        waitFor(driver).pollingEvery(Duration.ofMillis(400)).until(d -> {
            if (!"true".equals(d.findElement(By.id(selectId)).getDomProperty("opened"))) {
                click(d, selectId);
                return false;
            }
            return true;
        });
        WebElement item = waitFor(driver).until(d -> (WebElement) ((JavascriptExecutor) d)
                .executeScript(
                        "return [...document.querySelectorAll('vaadin-select-item')]"
                                + ".find(e => e.textContent.trim() === arguments[0] && e.checkVisibility()"
                                + " && !e.closest('vaadin-select-value-button')) || null",
                        label));
        item.click();
        waitFor(driver).until(d -> !"true".equals(d.findElement(By.id(selectId)).getDomProperty("opened")));
    }

    /**
     * Opens a class named {@code name} on the signed-in instructor's page and returns its join code.
     * The page may already show the instructor's earlier class, code and all, so the new code is the
     * one that replaces it, not the first one present.
     */
    public static String openClass(WebDriver instructor, String name) {
        type(instructor, "class-name", name);
        String earlier = present(instructor, "class-code") ? text(instructor, "class-code") : "";
        click(instructor, "class-create");
        return waitFor(instructor)
                .until(d -> present(d, "class-code") && !text(d, "class-code").equals(earlier)
                        ? text(d, "class-code")
                        : null);
    }

    /** Fills the approver sign-in form (Vaadin's LoginForm, id {@code approver-login}) and submits it. */
    public static void signIn(WebDriver driver, String username, String password) {
        WebElement form = waitFor(driver).until(d -> {
            WebElement found = d.findElement(By.id("approver-login"));
            return found.isDisplayed() ? found : null;
        });
        WebElement user = form.findElement(By.cssSelector("vaadin-text-field[name='username'] input"));
        WebElement secret = form.findElement(By.cssSelector("vaadin-password-field[name='password'] input"));
        user.sendKeys(Keys.chord(Keys.CONTROL, "a"), username);
        secret.sendKeys(Keys.chord(Keys.CONTROL, "a"), password, Keys.ENTER);
    }

    /** The id of the approvals-page item of the call {@code learner}'s sandbox requested, in the approver's list. */
    public static String approvalItemOf(WebDriver learner, WebDriver approver) {
        String badge = text(learner, "sandbox-badge").replace("sandbox ", "");
        // The list re-renders live, so an item found a moment ago may be replaced: look again then.
        return waitFor(approver)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> d.findElements(By.cssSelector("[id^='approval-item-']")).stream()
                        .filter(e -> e.findElement(By.xpath("..")).getText().contains(badge))
                        .findFirst()
                        .map(e -> e.getAttribute("id"))
                        .orElse(null));
    }

    /**
     * A learner (an English browser) joins the class {@code code} as {@code name} and consents to Lab 5's
     * delete_account, which then waits for an approver; the learner's browser.
     */
    public static WebDriver aLearnerAwaitingAnApprover(Chromium chromium, String code, String name) throws Exception {
        WebDriver learner = chromium.open();
        learner.get(chromium.url("/join"));
        type(learner, "join-code", code);
        type(learner, "join-name", name);
        click(learner, "join-submit");
        waitFor(learner).until(d -> present(d, "class-badge"));
        learner.get(chromium.url("/labs/lifecycle"));
        waitFor(learner).until(d -> present(d, "lifecycle-step-counter"));
        pick(learner, "lifecycle-action", "delete_account");
        pick(learner, "lifecycle-behaviour", "correct");
        stepUntilDialog(learner);
        click(learner, "lifecycle-confirm");
        waitFor(learner).until(d -> text(d, "lifecycle-screen").contains("Awaiting approval by an approver"));
        return learner;
    }

    /** After each step of {@link #stepUntilDialog(WebDriver, StepTaken)}, with its number: a screenshot, say. */
    @FunctionalInterface
    public interface StepTaken {
        void after(int step) throws Exception;
    }

    /** Steps Lab 5's run, each step awaited on its counter, until the page's dialog asks the person (at most six steps). */
    public static void stepUntilDialog(WebDriver browser) throws Exception {
        stepUntilDialog(browser, step -> {});
    }

    /** As {@link #stepUntilDialog(WebDriver)}, with {@code taken} run after each step. */
    public static void stepUntilDialog(WebDriver browser, StepTaken taken) throws Exception {
        for (int step = 1; step <= 6 && !present(browser, "lifecycle-dialog"); step++) {
            String before = text(browser, "lifecycle-step-counter");
            click(browser, "lifecycle-step");
            waitFor(browser).until(d -> !text(d, "lifecycle-step-counter").equals(before));
            taken.after(step);
        }
    }

    /** Reads the export with the browser's own cookies, the way a tester's script would. */
    public static String export(WebDriver driver) {
        return (String) ((JavascriptExecutor) driver)
                .executeAsyncScript("const done = arguments[arguments.length - 1];"
                        + "fetch('/api/sandbox/export').then(r => r.text()).then(done, e => done('ERROR ' + e));");
    }

    public static void screenshot(WebDriver driver, String name) throws Exception {
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        Files.write(dir.resolve(name + ".png"), ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
    }

    /** Sizes the window so that the page itself (the viewport) has {@code size}, as a screen of that size shows it. */
    public static void viewport(WebDriver driver, Dimension size) {
        driver.manage().window().setSize(size);
        long width = (Long) ((JavascriptExecutor) driver).executeScript("return window.innerWidth;");
        long height = (Long) ((JavascriptExecutor) driver).executeScript("return window.innerHeight;");
        driver.manage()
                .window()
                .setSize(new Dimension(2 * size.getWidth() - (int) width, 2 * size.getHeight() - (int) height));
    }

    /** How far the page is wider than the window (positive: a sideways scrollbar). */
    public static long sidewaysOverflow(WebDriver driver) {
        return (Long) ((JavascriptExecutor) driver)
                .executeScript("const e = document.scrollingElement; return e.scrollWidth - e.clientWidth;");
    }
}
