package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.consentlab.RunCommand;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * The packaged jar, started the way the README's run command starts it (the extracted jar with the
 * JVM's AOT cache the build trained, port from {@code PORT}): the JVM takes the cache without a word
 * (it says so when it cannot use one), every page is free of Vaadin's development tools and Copilot and has a
 * title, a favicon is served, and a normal stop (SIGTERM), with Lab 8's batch agent waiting on its
 * gates, tells the agent and logs no error and no stack trace.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PackagedAppIT {

    private static final List<String> ROUTES = List.of(
            "/",
            "/labs/registration",
            "/labs/cart",
            "/labs/product",
            "/labs/account",
            "/labs/lifecycle",
            "/labs/reports",
            "/audit",
            "/login",
            "/approvals",
            "/help/accessibility",
            "/no-such-page");

    static Process app;
    static Path log;
    static int port;

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @BeforeAll
    static void start() throws Exception {
        Path jar = Path.of("target", "app", "consent-lab.jar");
        assertThat(jar).as("the extracted jar `package` builds").exists();
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        log = Files.createTempFile("consent-lab-jar", ".log");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(RunCommand.readme().jvmOptions(jar.resolveSibling("consent-lab.aot")));
        command.addAll(
                List.of("-jar", jar.toString(), "--spring.datasource.url=jdbc:h2:mem:packaged;DB_CLOSE_DELAY=-1"));
        ProcessBuilder run =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        run.environment().put("PORT", String.valueOf(port));
        run.environment().put("SERVER_ADDRESS", "127.0.0.1");
        app = run.start();
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        while (status("/") != 200) {
            assertThat(app.isAlive())
                    .as("the app is running: %s", Files.readString(log))
                    .isTrue();
            assertThat(Instant.now()).as("the first page within 3 minutes").isBefore(deadline);
            Thread.sleep(300);
        }
        if (Runtime.version().feature() >= 25) {
            assertThat(Files.readString(log))
                    .as("the JVM used the cache the build trained (it names the AOT cache only when it cannot)")
                    .doesNotContainIgnoringCase("AOT cache");
        }
    }

    @AfterAll
    static void stop() {
        if (app != null && app.isAlive()) {
            app.destroyForcibly();
        }
    }

    @Test
    @Order(1)
    void pagesCarryNoDevelopmentToolsAndEachHasATitle() throws Exception {
        WebDriver browser = chromium.open();
        for (String route : ROUTES) {
            browser.get(url(route));
            waitFor(browser).until(d -> present(d, "sandbox-badge"));
            // Give late scripts their chance to add a toolbar before looking.
            Thread.sleep(500);
            assertThat(browser.findElements(By.cssSelector("vaadin-dev-tools, copilot-main, vaadin-copilot")))
                    .as(route)
                    .isEmpty();
            assertThat(browser.getPageSource())
                    .as(route)
                    .doesNotContain("vaadin-dev-tools")
                    .doesNotContainIgnoringCase("copilot");
            assertThat(browser.getTitle()).as(route).endsWith("Consent Lab");
            assertThat((String) ((JavascriptExecutor) browser)
                            .executeScript("return document.querySelector('link[rel=icon]')?.getAttribute('href')"))
                    .as(route)
                    .isNotBlank();
        }
        assertThat(browser.getTitle()).isEqualTo("Page not found · Consent Lab");
        assertThat(status("/favicon.ico")).isEqualTo(200);
        assertThat(status("/icons/favicon.svg")).isEqualTo(200);
    }

    @Test
    @Order(2)
    void aLabSixDialogAWaitingBatchAgentAndANormalStopLogNothingAlarming() throws Exception {
        // A browser session in the app first: the sessions a stop ends are where the errors came from.
        WebDriver browser = chromium.open();
        // Lab 8's batch agent, left waiting on its turn's gated calls: the stop must tell it, not pull the database
        // from under it.
        browser.get(url("/labs/decisions"));
        waitFor(browser).until(d -> present(d, "tab-agent"));
        click(browser, "tab-agent");
        waitFor(browser)
                .until(d -> present(d, "agent-run") && text(d, "agent-script").contains("batch"));
        click(browser, "agent-run");
        waitFor(browser)
                .until(d -> text(d, "agent-transcript").contains("waiting until every call of this turn is answered"));
        browser.get(url("/labs/reports"));
        waitFor(browser).until(d -> present(d, "agent-archive"));
        Thread.sleep(500);
        String beforeDialog = Files.readString(log);
        click(browser, "agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        Thread.sleep(500);
        assertThat(Files.readString(log).substring(beforeDialog.length()))
                .as("the log while the dialog opened")
                .doesNotContain(" INFO ")
                .doesNotContain(" WARN ")
                .doesNotContain(" ERROR ");
        // Closed before the stop, not after the test: the stop ends the session the page left behind.
        browser.quit();
        String beforeStop = Files.readString(log);
        app.destroy();
        assertThat(app.waitFor(60, TimeUnit.SECONDS))
                .as("stopped within a minute")
                .isTrue();
        String stopping = Files.readString(log).substring(beforeStop.length());
        assertThat(stopping)
                .as("the log of the stop")
                .doesNotContain(" ERROR ")
                .doesNotContain("\tat ")
                .doesNotContain("Exception")
                .contains("told 1 running simulated agent(s); 1 ended, 0 still running");
        assertThat(beforeStop).doesNotContain(" ERROR ");
    }

    private static int status(String path) throws InterruptedException {
        try (HttpClient http = HttpClient.newHttpClient()) {
            return http.send(
                            HttpRequest.newBuilder(URI.create(url(path)))
                                    .timeout(Duration.ofSeconds(10))
                                    .build(),
                            HttpResponse.BodyHandlers.discarding())
                    .statusCode();
        } catch (IOException notYet) {
            return -1;
        }
    }

    private static String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }
}
