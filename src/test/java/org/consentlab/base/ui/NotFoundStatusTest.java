package org.consentlab.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.consentlab.security.BrowserLikeClient;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** Over real HTTP: a page that exists answers 200 (each help link of the frame too), an address that leads nowhere 404. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class NotFoundStatusTest {

    @LocalServerPort
    int port;

    @Test
    void knownPagesAndEveryHelpLinkAnswer200() throws Exception {
        BrowserLikeClient browser = new BrowserLikeClient(port);
        List<String> paths = new ArrayList<>(List.of("/", "/labs/product", "/audit", "/login"));
        HelpFooter.addresses().forEach(href -> paths.add("/" + href));
        assertThat(paths).contains("/help/accessibility", "/help/workshop", "/help/testing", "/help");

        for (String path : paths) {
            assertThat(browser.get(path).statusCode()).as(path).isEqualTo(200);
        }
    }

    @Test
    void anAddressThatLeadsNowhereAnswers404WithThePage() throws Exception {
        BrowserLikeClient browser = new BrowserLikeClient(port);
        for (String path : List.of("/no-such-page", "/labs/nowhere", "/help/no-such-doc", "/help/labs")) {
            var page = browser.get(path);
            assertThat(page.statusCode()).as(path).isEqualTo(404);
            assertThat(page.body())
                    .as("the app's page still loads, and says so")
                    .contains("<html");
        }
    }
}
