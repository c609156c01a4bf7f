package org.consentlab.browser;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.consentlab.mcp.NodeRuntime;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.chrome.ChromeDriver;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The WebMCP flow with the public polyfill from npm (pinned), installed under target/ at test
 * time and put into each page before the app's scripts run. It is never part of the app's bundle.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class WebMcpPolyfillIT extends WebMcpAgentFlow {

    static final String POLYFILL = "@mcp-b/webmcp-polyfill@5.1.0";
    static final Path INSTALL = Path.of("target", "webmcp-polyfill");
    static String polyfill;

    @BeforeAll
    static void installPolyfill() throws Exception {
        Path script = INSTALL.resolve("node_modules/@mcp-b/webmcp-polyfill/dist/index.iife.js");
        if (!Files.exists(script)) {
            Path bin = NodeRuntime.binWithMajorAtLeast(20);
            Files.createDirectories(INSTALL);
            ProcessBuilder npm = new ProcessBuilder(
                            bin.resolve("npm").toString(),
                            "install",
                            "--prefix",
                            INSTALL.toAbsolutePath().toString(),
                            "--no-save",
                            "--no-audit",
                            "--no-fund",
                            "--ignore-scripts",
                            POLYFILL)
                    .redirectErrorStream(true)
                    .redirectOutput(INSTALL.resolve("npm.log").toFile());
            npm.environment().put("PATH", bin + java.io.File.pathSeparator + System.getenv("PATH"));
            Process process = npm.start();
            if (!process.waitFor(5, TimeUnit.MINUTES) || process.exitValue() != 0) {
                process.destroyForcibly();
                throw new IllegalStateException(
                        "npm install " + POLYFILL + " failed: " + Files.readString(INSTALL.resolve("npm.log")));
            }
        }
        polyfill = Files.readString(script, StandardCharsets.UTF_8);
    }

    @Override
    ChromeDriver browserWithWebMcp() throws Exception {
        ChromeDriver driver = chromium.open();
        beforePageScripts(driver, polyfill);
        beforePageScripts(driver, KEEP_REGISTERED_TOOLS);
        return driver;
    }

    @Override
    String inputExpression(String json) {
        return "JSON.stringify(" + json + ")";
    }
}
