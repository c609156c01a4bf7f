package org.consentlab.browser;

import org.openqa.selenium.chrome.ChromeDriver;
import org.springframework.boot.test.context.SpringBootTest;

/** The same WebMCP flow against Chromium's own API, switched on with {@code --enable-features=WebMCP}. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class WebMcpNativeIT extends WebMcpAgentFlow {

    @Override
    ChromeDriver browserWithWebMcp() throws Exception {
        ChromeDriver driver = chromium.open("--enable-features=WebMCP");
        beforePageScripts(driver, KEEP_REGISTERED_TOOLS);
        return driver;
    }

    @Override
    String inputExpression(String json) {
        return json;
    }
}
