package org.consentlab.browser;

import static org.consentlab.browser.BrowserTestSupport.waitFor;

import java.time.Duration;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A person with a keyboard and no mouse: real key presses through WebDriver's Actions (trusted
 * input, as the browser sees it), and the focus moved only by Tab, never by script. Each control
 * is reached by tabbing forward from wherever the focus is, so a control that Tab never reaches
 * fails the test.
 */
final class Keyboard {

    /** More Tabs than any page here has stops: the page's stops plus a wrap through the top bar and side nav. */
    static final int MAX_TABS = 160;

    private Keyboard() {}

    /** Presses {@code keys} wherever the focus is. */
    static void press(WebDriver driver, CharSequence... keys) {
        new Actions(driver).sendKeys(keys).perform();
    }

    /** Shift+Tab, held as a person holds it (a chord inside Actions' sendKeys is not reliably a held Shift). */
    static void backTab(WebDriver driver) {
        new Actions(driver)
                .keyDown(Keys.SHIFT)
                .sendKeys(Keys.TAB)
                .keyUp(Keys.SHIFT)
                .perform();
    }

    /** Tabs until the focus is on (or inside) the element with {@code id}; fails if Tab never gets there. */
    static int tabTo(WebDriver driver, String id) {
        for (int tabs = 0; tabs <= MAX_TABS; tabs++) {
            if (focusIsIn(driver, id)) {
                return tabs;
            }
            press(driver, Keys.TAB);
        }
        throw new AssertionError(
                "Tab never reached #" + id + " in " + MAX_TABS + " presses; focus is on " + focused(driver));
    }

    /** Tabs to the control and presses Enter on it. */
    static void activate(WebDriver driver, String id) {
        waitFor(driver).until(d -> BrowserTestSupport.present(d, id) && enabled(d, id));
        tabTo(driver, id);
        press(driver, Keys.ENTER);
    }

    /** Tabs to a text field and types into it, replacing what it held. */
    static void typeByKeys(WebDriver driver, String id, String text) {
        tabTo(driver, id);
        replaceWith(driver, text);
    }

    /** Ctrl+A and typing over it, in the focused field (a chord inside Actions' sendKeys would type the "a"). */
    static void replaceWith(WebDriver driver, String text) {
        new Actions(driver)
                .keyDown(Keys.CONTROL)
                .sendKeys("a")
                .keyUp(Keys.CONTROL)
                .sendKeys(text)
                .perform();
    }

    /** Tabs to a Vaadin select, opens it with Enter, arrows to the item {@code label} and picks it with Enter. */
    static void choose(WebDriver driver, String selectId, String label) {
        tabTo(driver, selectId);
        // A live page that scrolls closes an open overlay (e.g. Lab 5 right after it loads): open it again then.
        new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(1500)).until(d -> {
            if (opened(d, selectId)) {
                return true;
            }
            press(d, Keys.ENTER);
            return false;
        });
        for (int step = 0; step < 20; step++) {
            if (label.equals(((String) js(driver, "return (document.activeElement.textContent || '').trim();")))) {
                press(driver, Keys.ENTER);
                waitFor(driver).until(d -> !opened(d, selectId));
                return;
            }
            press(driver, Keys.ARROW_DOWN);
        }
        throw new AssertionError("no item " + label + " in #" + selectId);
    }

    /** What the page's live region says now (it is visually hidden, so read as text content). */
    static String liveRegion(WebDriver driver) {
        return driver.findElement(org.openqa.selenium.By.id("live-region")).getDomProperty("textContent");
    }

    private static boolean opened(WebDriver driver, String selectId) {
        return "true"
                .equals(driver.findElement(org.openqa.selenium.By.id(selectId)).getDomProperty("opened"));
    }

    static boolean focusIsIn(WebDriver driver, String id) {
        return (Boolean)
                js(driver, "const a = document.activeElement; return !!a && !!a.closest('#' + arguments[0]);", id);
    }

    /** The focused element's id (or tag), for messages and checks. */
    static String focused(WebDriver driver) {
        return (String) js(
                driver, "const a = document.activeElement; return a ? (a.id || a.tagName.toLowerCase()) : 'nothing';");
    }

    private static boolean enabled(WebDriver driver, String id) {
        return (Boolean)
                js(driver, "const e = document.getElementById(arguments[0]); return !e.hasAttribute('disabled');", id);
    }

    private static Object js(WebDriver driver, String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }
}
