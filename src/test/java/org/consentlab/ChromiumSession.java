package org.consentlab;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A headless Chromium with its matching Debian driver, both named explicitly so that Selenium
 * Manager never runs, and a fresh profile so no cookie carries over between tests.
 */
public final class ChromiumSession {

    private ChromiumSession() {
    }

    public static ChromeDriver start() throws IOException {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(System.getProperty("chromium.binary", "/usr/bin/chromium"));
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--window-size=1400,900",
                "--user-data-dir=" + Files.createTempDirectory("consentlab-chromium"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(System.getProperty("webdriver.chrome.driver", "/usr/bin/chromedriver")))
                .build();
        return new ChromeDriver(service, options);
    }

    public static WebDriverWait waitFor(ChromeDriver driver) {
        return new WebDriverWait(driver, Duration.ofSeconds(30));
    }
}
