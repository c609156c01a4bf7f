package org.consentlab.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The first HTML of a page already speaks the chosen language: the browser's Accept-Language picks
 * the first language the app speaks, English when it speaks none of them, and a remembered choice
 * (the picker's cookie) wins over the browser.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class LanguageChoiceTest {

    @Value("${local.server.port}")
    int port;

    @Test
    void germanBrowserGetsAGermanDocument() throws Exception {
        assertThat(html("/labs/cart", "de-DE,de;q=0.9,en;q=0.5", null).attr("lang"))
                .isEqualTo("de");
        assertThat(html("/", "de", null).attr("dir")).isEqualTo("ltr");
    }

    @Test
    void arabicBrowserGetsAnArabicRightToLeftDocument() throws Exception {
        Element root = html("/score-board", "ar", null);
        assertThat(root.attr("lang")).isEqualTo("ar");
        assertThat(root.attr("dir")).isEqualTo("rtl");
    }

    @Test
    void aLanguageTheAppDoesNotSpeakFallsToTheNextThenToEnglish() throws Exception {
        assertThat(html("/", "fr", null).attr("lang")).isEqualTo("en");
        assertThat(html("/", "fr-FR,fr;q=0.9,ar;q=0.8", null).attr("lang")).isEqualTo("ar");
        assertThat(html("/", null, null).attr("lang")).isEqualTo("en");
        assertThat(html("/", "this is ; not a header", null).attr("lang")).isEqualTo("en");
    }

    @Test
    void theRememberedChoiceWinsOverTheBrowser() throws Exception {
        assertThat(html("/", "de", LanguageChoice.COOKIE + "=ar").attr("lang")).isEqualTo("ar");
        assertThat(html("/", "de", LanguageChoice.COOKIE + "=xx").attr("lang")).isEqualTo("de");
    }

    @Test
    void withoutTheirPropertyThePseudoLocalesAreEnglish() throws Exception {
        assertThat(html("/", "en-XA", null).attr("lang")).isEqualTo("en");
    }

    private Element html(String path, String acceptLanguage, String cookie) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
        if (acceptLanguage != null) {
            request.header("Accept-Language", acceptLanguage);
        }
        if (cookie != null) {
            request.header("Cookie", cookie);
        }
        try (HttpClient client = HttpClient.newHttpClient()) {
            HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).isEqualTo(200);
            return Jsoup.parse(response.body()).selectFirst("html");
        }
    }
}
