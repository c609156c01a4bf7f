package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Point;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Every page at 1400×900 and 1024×768, screenshotted for a person to look at, and measured: the
 * page never scrolls sideways, and on a lab page no control of the lab runs under the side panel
 * (which folds away on request) and no table cuts a column off.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ScreensIT {

    private static final Map<String, String> PAGES = Map.ofEntries(
            Map.entry("index", "/"),
            Map.entry("lab1", "/labs/registration"),
            Map.entry("lab2", "/labs/cart"),
            Map.entry("lab3", "/labs/product"),
            Map.entry("lab4", "/labs/account"),
            Map.entry("lab5", "/labs/lifecycle"),
            Map.entry("lab6", "/labs/reports"),
            Map.entry("lab8", "/labs/decisions"),
            Map.entry("audit", "/audit"),
            Map.entry("login", "/login"),
            Map.entry("not-found", "/no-such-page"));
    private static final List<Dimension> SIZES = List.of(new Dimension(1400, 900), new Dimension(1024, 768));

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @Test
    void everyPageFitsBothScreenSizes() throws Exception {
        for (Dimension size : SIZES) {
            viewport(browser, size);
            for (var page : PAGES.entrySet()) {
                browser.get(chromium.url(page.getValue()));
                waitFor(browser).until(d -> present(d, "sandbox-badge"));
                Thread.sleep(300);
                screenshot(browser, "page-" + page.getKey() + "-" + size.getWidth());
                assertThat(sidewaysOverflow(browser))
                        .as("%s at %s scrolls sideways by", page.getKey(), size)
                        .isLessThanOrEqualTo(0);
                if (present(browser, "exercise-panel")) {
                    assertThat(controlsUnderTheSidePanel())
                            .as("%s at %s", page.getKey(), size)
                            .isEmpty();
                    assertThat(clippedTables())
                            .as("%s at %s: tables cut off", page.getKey(), size)
                            .isEmpty();
                }
            }
        }
    }

    @Test
    void theSidePanelFoldsAwayAndComesBack() throws Exception {
        viewport(browser, new Dimension(1024, 768));
        browser.get(chromium.url("/labs/account"));
        waitFor(browser).until(d -> present(d, "tab-inspector"));
        double before = width(".lab-main");
        click(browser, "side-panel-toggle");
        waitFor(browser).until(d -> !d.findElement(By.id("tab-inspector")).isDisplayed());
        assertThat(width(".lab-main")).isGreaterThan(before + 200);
        screenshot(browser, "page-lab4-1024-side-folded");
        click(browser, "side-panel-toggle");
        waitFor(browser).until(d -> d.findElement(By.id("tab-inspector")).isDisplayed());
    }

    @Test
    void theMenuToggleClosesAndOpensTheMenu() {
        viewport(browser, new Dimension(1400, 900));
        browser.get(chromium.url("/"));
        waitFor(browser).until(d -> present(d, "lab-card-1"));
        assertThat(drawerOpened()).isTrue();
        clickTheToggleAtRest();
        waitFor(browser).until(d -> !drawerOpened());
        clickTheToggleAtRest();
        waitFor(browser).until(d -> drawerOpened());
    }

    /**
     * The navigation bar slides while the menu opens or closes, and {@code drawerOpened} changes before the slide
     * ends: a click aimed at the moving toggle can land on the title sliding under it, so wait until it stays put.
     */
    private void clickTheToggleAtRest() {
        WebElement toggle = browser.findElement(By.tagName("vaadin-drawer-toggle"));
        Point[] last = {null};
        waitFor(browser).pollingEvery(Duration.ofMillis(150)).until(d -> {
            Point now = toggle.getLocation();
            boolean still = now.equals(last[0]);
            last[0] = now;
            return still;
        });
        toggle.click();
    }

    private boolean drawerOpened() {
        return Boolean.TRUE.equals(((JavascriptExecutor) browser)
                .executeScript("return document.querySelector('vaadin-app-layout').drawerOpened"));
    }

    @Test
    void signingInFromTheNavigationReturnsToTheApprovals() throws Exception {
        browser.get(chromium.url("/"));
        waitFor(browser).until(d -> present(d, "lab-card-1"));
        browser.findElement(By.cssSelector("vaadin-side-nav-item[path='approvals']"))
                .click();
        signIn(browser, "approver", "approve-locally");
        waitFor(browser).until(d -> present(d, "approvals-list"));
        assertThat(URI.create(browser.getCurrentUrl()).getPath()).isEqualTo("/approvals");
        for (Dimension size : SIZES) {
            viewport(browser, size);
            screenshot(browser, "page-approvals-" + size.getWidth());
            assertThat(sidewaysOverflow(browser)).as("approvals at %s", size).isLessThanOrEqualTo(0);
        }
    }

    /** Ids (or tags) of the lab column's controls whose right edge runs past the column into the side panel. */
    @SuppressWarnings("unchecked")
    private List<String> controlsUnderTheSidePanel() {
        return (List<String>) js("""
                const side = document.querySelector('.lab-side');
                if (!side) return [];
                const edge = side.getBoundingClientRect().left;
                return [...document.querySelectorAll('.lab-main vaadin-button, .lab-main vaadin-select, .lab-main a')]
                    .filter(e => e.checkVisibility() && e.getBoundingClientRect().right > edge + 1)
                    .map(e => e.id || e.tagName);""");
    }

    /** The lab column's tables whose content is wider than the table, so that a column is cut off. */
    @SuppressWarnings("unchecked")
    private List<String> clippedTables() {
        return (List<String>) js("""
                return [...document.querySelectorAll('.lab-main .report-table, .lab-main .failure-mode-table,'
                        + ' .lab-main .policy-ladder, .lab-main .exercise-panel')]
                    .filter(e => e.checkVisibility() && e.scrollWidth > e.clientWidth + 1)
                    .map(e => e.id || e.className);""");
    }

    private double width(String selector) {
        return ((Number) js("return document.querySelector(arguments[0]).getBoundingClientRect().width;", selector))
                .doubleValue();
    }

    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) browser).executeScript(script, args);
    }
}
