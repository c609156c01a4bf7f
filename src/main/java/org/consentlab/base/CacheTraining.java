package org.consentlab.base;

import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * The build's training run for the JVM's AOT cache (pom.xml, profile {@code aot-cache}): once the
 * app is ready, it opens its own first pages over HTTP as a browser does (the page, Vaadin's
 * bootstrap, the navigation, the push websocket), then exits. A run that stopped at the context's
 * refresh left out every class the first page needs (Vaadin's request handling, the views, push),
 * so each start loaded and linked them again before serving anyone. Only with {@code
 * consentlab.aot-training.routes} set, which the build alone does; read when the app is ready, not
 * as a bean condition, which Spring's own AOT processing would fix at build time.
 */
@Component
class CacheTraining {

    private static final Logger log = LoggerFactory.getLogger(CacheTraining.class);
    private static final Pattern KEY = Pattern.compile("\"Vaadin-Security-Key\":\"([^\"]+)\"");
    private static final Pattern PUSH_ID = Pattern.compile("\"Vaadin-Push-ID\":\"([^\"]+)\"");
    private static final Pattern UI_ID = Pattern.compile("\"v-uiId\":(\\d+)");
    /** Each route opened this often: the JIT's profiles want a method run more than once. */
    private static final int ROUNDS = 3;

    @EventListener
    void ready(ApplicationReadyEvent event) {
        var context = event.getApplicationContext();
        String asked = context.getEnvironment().getProperty("consentlab.aot-training.routes");
        if (asked == null) {
            return;
        }
        try {
            int port = ((WebServerApplicationContext) context).getWebServer().getPort();
            List<String> routes = List.of(asked.split(","));
            for (int round = 0; round < ROUNDS; round++) {
                for (String route : routes) {
                    open("http://127.0.0.1:" + port, route.strip().replaceFirst("^/", ""));
                }
            }
        } catch (Exception failure) {
            // The cache is still written; it only knows less. The build goes on, and says why.
            log.warn("The AOT cache's training could not open its pages: {}", failure.toString());
        }
        System.exit(SpringApplication.exit(context));
    }

    /** Opens {@code route} as Vaadin's client does, and its push websocket until the first message. */
    private void open(String base, String route) throws Exception {
        // A client of its own, with the JDK's cookie store: each route opens in a session of its own.
        HttpClient http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10))
                .cookieHandler(new CookieManager())
                .build();
        send(http, HttpRequest.newBuilder(URI.create(base + "/" + route)).GET());
        String init = send(
                http,
                HttpRequest.newBuilder(URI.create(base + "/?v-r=init&location="
                                + URLEncoder.encode(route, StandardCharsets.UTF_8) + "&query="))
                        .GET());
        String uiId = group(UI_ID, init);
        String navigate = """
                {"csrfToken":"%s","rpc":[{"type":"event","node":1,"event":"ui-navigate","data":{"route":"%s",\
                "query":"","appShellTitle":"","historyState":{"idx":0},"trigger":""}}],"syncId":0,"clientId":0}""".formatted(group(KEY, init), route);
        send(
                http,
                HttpRequest.newBuilder(URI.create(base + "/?v-r=uidl&v-uiId=" + uiId))
                        .header("Content-Type", "application/json; charset=UTF-8")
                        .POST(HttpRequest.BodyPublishers.ofString(navigate)));
        String query = "v-r=push&v-uiId=%s&v-pushId=%s&X-Atmosphere-tracking-id=0".formatted(uiId, group(PUSH_ID, init))
                + "&X-Atmosphere-Framework=3.1.5-javascript&X-Atmosphere-Transport=websocket"
                + "&X-Atmosphere-TrackMessageSize=true&X-atmo-protocol=true";
        CompletableFuture<Void> greeted = new CompletableFuture<>();
        WebSocket push = http.newWebSocketBuilder()
                .buildAsync(
                        URI.create(base.replace("http://", "ws://") + "/VAADIN/push?" + query),
                        new WebSocket.Listener() {
                            @Override
                            public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
                                greeted.complete(null);
                                return null;
                            }
                        })
                .get(30, TimeUnit.SECONDS);
        try {
            greeted.get(30, TimeUnit.SECONDS);
        } finally {
            push.abort();
        }
    }

    private static String send(HttpClient http, HttpRequest.Builder request) throws Exception {
        HttpResponse<String> response =
                http.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(response.uri() + " answered " + response.statusCode());
        }
        return response.body();
    }

    private static String group(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        if (!matcher.find()) {
            throw new IllegalStateException("no " + pattern + " in Vaadin's bootstrap");
        }
        return matcher.group(1);
    }
}
