package org.consentlab.browser;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;
import org.openqa.selenium.chrome.ChromeDriver;
import org.springframework.test.context.junit.jupiter.SpringExtension;

/**
 * The Chromium browsers of a browser test, as a JUnit extension:
 * {@code @RegisterExtension final Chromium chromium = new Chromium();}. Before each test it opens
 * a browser for every field marked {@link Browser}; a test opens any further one, with extra
 * switches if it likes, through {@link #open(String...)}. After the test, passed or failed, every
 * browser it opened is quit, and when the test failed each still open is screenshotted first, so
 * that the build keeps a picture of what the page showed. {@link #url(String)} is the address of a
 * path on the app that a {@code @SpringBootTest(webEnvironment = RANDOM_PORT)} started.
 */
public final class Chromium implements BeforeEachCallback, AfterEachCallback {

    /** A {@code WebDriver} or {@code ChromeDriver} field given a fresh browser before each test. */
    @Target(ElementType.FIELD)
    @Retention(RetentionPolicy.RUNTIME)
    public @interface Browser {}

    private record Opened(String name, ChromeDriver browser) {}

    private final List<Opened> opened = new ArrayList<>();
    private ExtensionContext test;

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        test = context;
        Object instance = context.getRequiredTestInstance();
        for (Field field : AnnotationSupport.findAnnotatedFields(instance.getClass(), Browser.class)) {
            field.setAccessible(true);
            field.set(instance, openNamed(field.getName()));
        }
    }

    /** One more browser, quit after the test. Each has a fresh profile, so a fresh cookie jar and sandbox. */
    public ChromeDriver open(String... extraSwitches) throws Exception {
        return openNamed("browser-" + (opened.size() + 1), extraSwitches);
    }

    private ChromeDriver openNamed(String name, String... extraSwitches) throws Exception {
        ChromeDriver browser = BrowserTestSupport.newChromium(extraSwitches);
        opened.add(new Opened(name, browser));
        return browser;
    }

    /** {@code http://127.0.0.1:<the port Spring's server listens on><path>}. */
    public String url(String path) {
        Integer port = SpringExtension.getApplicationContext(test)
                .getEnvironment()
                .getRequiredProperty("local.server.port", Integer.class);
        return "http://127.0.0.1:" + port + path;
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (context.getExecutionException().isPresent()) {
            screenshotEachOpen("failed-" + context.getRequiredTestClass().getSimpleName() + "-"
                    + context.getRequiredTestMethod().getName());
        }
        opened.forEach(each -> quit(each.browser()));
        opened.clear();
    }

    /** Into target/screenshots, beside the ones tests take; a browser the test quit itself has nothing to show. */
    private void screenshotEachOpen(String prefix) {
        for (Opened each : opened) {
            if (each.browser().getSessionId() == null) {
                continue;
            }
            try {
                BrowserTestSupport.screenshot(each.browser(), prefix + "-" + each.name());
            } catch (Exception unreadable) {
                // The test's own failure is what the report must show; a picture that cannot be taken must not hide it.
                System.err.println("No failure screenshot of " + each.name() + ": " + unreadable.getMessage());
            }
        }
    }

    /** Quits one browser; one that fails to quit must not keep the others running. */
    private static void quit(ChromeDriver browser) {
        try {
            browser.quit();
        } catch (RuntimeException alreadyGone) {
            System.err.println("Chromium did not quit cleanly: " + alreadyGone.getMessage());
        }
    }
}
