package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openqa.selenium.support.ui.ExpectedConditions.textToBe;
import static org.openqa.selenium.support.ui.ExpectedConditions.textToBePresentInElementLocated;

import org.consentlab.browser.BrowserTestSupport;
import org.consentlab.browser.Chromium;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.springframework.boot.test.context.SpringBootTest;

/** In a real Chromium: what one tab does through the inspector shows in another tab of the sandbox. */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "spring.datasource.url=jdbc:h2:mem:surfaces-it;DB_CLOSE_DELAY=-1")
class CartCounterIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    private ChromeDriver driver;

    @Test
    void inspectorAddInOneTabChangesTheCounterInAnotherWithoutAReload() {
        String url = chromium.url("/labs/cart");
        driver.get(url);
        BrowserTestSupport.waitFor(driver).until(textToBe(By.id("cart-count"), "0"));
        String first = driver.getWindowHandle();

        driver.switchTo().newWindow(WindowType.WINDOW);
        driver.get(url);
        BrowserTestSupport.waitFor(driver).until(textToBe(By.id("cart-count"), "0"));
        String second = driver.getWindowHandle();
        // A page that reloads loses this mark; a pushed update keeps it.
        driver.executeScript("window.consentlabMark = 'same page';");

        driver.switchTo().window(first);
        WebElement invoke = driver.findElement(By.id("inspector-invoke"));
        // The button sits low in the side panel; bring it to the middle so nothing overlaps it.
        driver.executeScript("arguments[0].scrollIntoView({block: 'center'});", invoke);
        invoke.click();
        BrowserTestSupport.waitFor(driver)
                .until(textToBePresentInElementLocated(By.id("inspector-result"), "Added 1 × MUG-01"));

        driver.switchTo().window(second);
        BrowserTestSupport.waitFor(driver).until(textToBe(By.id("cart-count"), "1"));
        assertThat(driver.executeScript("return window.consentlabMark;")).isEqualTo("same page");
        assertThat(driver.findElement(By.id("wire-log")).getText()).contains("POST /api/cart/items");
    }

    @Test
    void registrationReportsWhatThisChromiumHas() {
        driver.get(chromium.url("/labs/registration"));
        // Chromium without --enable-features=WebMCP has neither API.
        BrowserTestSupport.waitFor(driver).until(textToBe(By.id("webmcp-status"), "none"));
        assertThat(driver.findElement(By.id("registered-tool-add_to_cart")).getText())
                .contains("add_to_cart");
    }
}
