package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * axe-core on every route at 1400×900 and 1024×768, signed in where a page needs it, and on Lab 4
 * and Lab 5 while a gate or dialog asks: zero violations of WCAG 2.1 A/AA and of the landmark and
 * heading rules ({@link AxeCheck}). All pages are checked before the test fails, so one run lists
 * every violation.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class AccessibilityIT {

    static final List<String> OPEN_ROUTES = List.of(
            "/",
            "/labs/registration",
            "/labs/cart",
            "/labs/product",
            "/labs/account",
            "/labs/lifecycle",
            "/labs/reports",
            "/labs/self-approval",
            "/labs/decisions",
            "/audit",
            "/login",
            "/join",
            "/demo",
            "/help",
            "/help/accessibility",
            "/help/workshop",
            "/help/testing",
            "/no-such-page");
    static final List<Dimension> SIZES = List.of(new Dimension(1400, 900), new Dimension(1024, 768));

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    final List<String> violations = new ArrayList<>();

    @Test
    void everyOpenRouteAndADemoAfterItsRunHaveNoViolations() throws Exception {
        for (String route : OPEN_ROUTES) {
            browser.get(chromium.url(route));
            waitFor(browser).until(d -> present(d, "sandbox-badge"));
            checkAtBothSizes(route);
        }
        browser.get(chromium.url("/demo"));
        String demo = waitFor(browser)
                .until(d -> d.findElement(By.cssSelector("[id^='demo-link-']")))
                .getDomAttribute("href");
        browser.get(chromium.url("/" + demo.replaceFirst("^/", "")));
        click(browser, "demo-run");
        waitFor(browser)
                .until(d -> "done".equals(d.findElement(By.id("demo-progress")).getDomAttribute("data-run")));
        checkAtBothSizes(demo + " after a run");
        assertThat(violations).isEmpty();
    }

    @Test
    void theApprovalsAndTheInstructorsPageWithAClassHaveNoViolations() throws Exception {
        browser.get(chromium.url("/approvals"));
        signIn(browser, "approver", "approve-locally");
        waitFor(browser).until(d -> present(d, "approvals-list"));
        checkAtBothSizes("/approvals");

        WebDriver instructor = chromium.open();
        instructor.get(chromium.url("/instructor"));
        signIn(instructor, "instructor", "teach-locally");
        waitFor(instructor).until(d -> present(d, "class-name"));
        openClass(instructor, "Axe class");
        WebDriver signedOut = browser;
        browser = instructor;
        checkAtBothSizes("/instructor with a class");
        browser = signedOut;
        // The overview scrolls sideways on a narrow screen: the keyboard reaches it, and the ring shows where.
        Keyboard.tabTo(instructor, "class-overview");
        screenshot(instructor, "instructor-overview-keyboard-focus");
        assertThat(violations).isEmpty();
    }

    @Test
    void lab4WithItsGateAndLab5WithItsDialogOpenHaveNoViolations() throws Exception {
        browser.get(chromium.url("/labs/account"));
        waitFor(browser).until(d -> present(d, "request-deletion"));
        click(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        checkAtBothSizes("/labs/account with the gate armed");

        browser.get(chromium.url("/labs/lifecycle"));
        waitFor(browser).until(d -> present(d, "lifecycle-step-counter"));
        stepUntilDialog(browser);
        assertThat(present(browser, "lifecycle-dialog")).isTrue();
        checkAtBothSizes("/labs/lifecycle with its dialog open");
        assertThat(violations).isEmpty();
    }

    /** 200 % zoom of a 1280 px screen: every lab fits 640 CSS pixels without the page scrolling sideways. */
    @Test
    void everyLabFitsA640PixelWideWindowWithoutScrollingSideways() throws Exception {
        viewport(browser, new Dimension(640, 800));
        for (String route :
                OPEN_ROUTES.stream().filter(route -> route.startsWith("/labs/")).toList()) {
            browser.get(chromium.url(route));
            waitFor(browser).until(d -> present(d, "exercise-panel"));
            Thread.sleep(400);
            screenshot(browser, "zoom-640" + route.replace('/', '-'));
            assertThat(sidewaysOverflow(browser))
                    .as("%s at 640 px scrolls sideways by", route)
                    .isLessThanOrEqualTo(0);
        }
    }

    private void checkAtBothSizes(String page) throws Exception {
        for (Dimension size : SIZES) {
            viewport(browser, size);
            // Let the layout settle at the new size (and a live page finish its first redraw).
            Thread.sleep(400);
            violations.addAll(AxeCheck.violations(browser, page + " at " + size.getWidth() + "×" + size.getHeight()));
        }
    }
}
