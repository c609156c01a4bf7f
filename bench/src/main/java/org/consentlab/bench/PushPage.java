package org.consentlab.bench;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A learner's page without a browser: it speaks the same protocol as Vaadin's own client. It
 * loads the page (which issues the session and sandbox cookies), asks for the UI's bootstrap
 * ({@code v-r=init}), navigates it to the route with the same {@code ui-navigate} event the
 * browser sends (so the server builds the same view, with the same components and listeners),
 * and holds the UI's push websocket open. It renders nothing: it only notes when a pushed change
 * carrying a given text (an element id) arrives, which is the moment a browser would get it.
 */
final class PushPage implements AutoCloseable {

    private static final Pattern KEY = Pattern.compile("\"Vaadin-Security-Key\":\"([^\"]+)\"");
    private static final Pattern PUSH_ID = Pattern.compile("\"Vaadin-Push-ID\":\"([^\"]+)\"");
    private static final Pattern UI_ID = Pattern.compile("\"v-uiId\":(\\d+)");
    private static final Pattern ELEMENT_ID = Pattern.compile(
            "\\{\"node\":(\\d+),\"type\":\"put\",\"key\":\"id\",\"feat\":\\d+,\"value\":\"([^\"]+)\"\\}");
    private static final Pattern SYNC_ID = Pattern.compile("\"syncId\":(\\d+)");
    /** The event data Vaadin's button asks its click listener's browser to send. */
    private static final String CLICK_DATA = """
            "event.shiftKey":false,"event.metaKey":false,"event.detail":1,"event.ctrlKey":false,"event.clientX":0,\
            "event.clientY":0,"event.altKey":false,"event.button":0,"event.screenY":0,"event.screenX":0""";

    /**
     * Opens the push connections, and nothing else. A handshake sent over a kept-alive connection
     * that has reached Tomcat's keep-alive request limit is answered "Connection: upgrade, close",
     * which Java's client refuses; with 300 pages sharing the pages' client, ten attempts in a row
     * once met such connections and failed the run. This client's connections all become
     * websockets, so none goes back to its pool and each handshake has a new connection.
     */
    private static final HttpClient PUSH_CONNECTIONS =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    /** Messages pushed to every page so far: how much redrawing the server did for its pages. */
    static final AtomicLong PUSHED = new AtomicLong();

    private final Map<String, String> cookies = new LinkedHashMap<>();
    private final String base;
    private WebSocket push;
    /** Element ids seen in the UI's responses, and their state nodes: what {@link #click} can press. */
    private final Map<String, Integer> nodes = new java.util.concurrent.ConcurrentHashMap<>();

    private String csrf;
    private String uiId;
    private int clientId = 1;
    private volatile int syncId;
    private volatile Watch watch;

    /** Waiting for a pushed message that contains {@code text}. */
    private record Watch(String text, CompletableFuture<Long> arrived) {}

    private PushPage(String base) {
        this.base = base;
    }

    /** Opens {@code route} as a browser would, and holds its push connection; {@code expect} is an id on the page. */
    static PushPage open(HttpClient http, String base, String route, String expect) throws Exception {
        PushPage page = new PushPage(base);
        page.get(http, "/" + route);
        String init =
                page.get(http, "/?v-r=init&location=" + URLEncoder.encode(route, StandardCharsets.UTF_8) + "&query=");
        String key = group(KEY, init);
        String uiId = group(UI_ID, init);
        String navigate = """
                {"csrfToken":"%s","rpc":[{"type":"event","node":1,"event":"ui-navigate","data":{"route":"%s",\
                "query":"","appShellTitle":"","historyState":{"idx":0},"trigger":""}}],"syncId":0,"clientId":0}""".formatted(key, route);
        String view = page.post(http, "/?v-r=uidl&v-uiId=" + uiId, navigate);
        if (!view.contains("\"" + expect + "\"")) {
            throw new IllegalStateException("the view " + route + " did not render " + expect);
        }
        page.csrf = key;
        page.uiId = uiId;
        page.learn(view);
        page.connectPush(uiId, group(PUSH_ID, init));
        return page;
    }

    /** The value of a cookie the page was given (e.g. HAProxy's node cookie), or null. */
    String cookie(String name) {
        return cookies.get(name);
    }

    /** Presses the button with the element id {@code id}, as a person's click would; the server's answer. */
    synchronized String click(HttpClient http, String id) throws Exception {
        Integer node = nodes.get(id);
        if (node == null) {
            throw new IllegalStateException("no element " + id + " on the page");
        }
        String event = """
                {"csrfToken":"%s","rpc":[{"type":"event","node":%d,"event":"click","data":{%s}}],\
                "syncId":%d,"clientId":%d}""".formatted(csrf, node, CLICK_DATA, syncId, clientId++);
        String answer = post(http, "/?v-r=uidl&v-uiId=" + uiId, event);
        learn(answer);
        return answer;
    }

    /** The sandbox's MCP token, as a learner gets it: "Connect an agent", read the token, close. */
    String mcpToken(HttpClient http) throws Exception {
        String dialog = click(http, "connect-agent");
        Integer field = nodes.get("mcp-token");
        Matcher value = Pattern.compile("\\{\"node\":" + field
                        + ",\"type\":\"put\",\"key\":\"value\",\"feat\":\\d+,\"value\":\"([^\"]+)\"\\}")
                .matcher(dialog);
        if (field == null || !value.find()) {
            throw new IllegalStateException("the Connect an agent dialog showed no token");
        }
        click(http, "connect-agent-close");
        return value.group(1);
    }

    /** Notes the element ids and the server's sync id in a response or a pushed message. */
    private void learn(String uidl) {
        Matcher id = ELEMENT_ID.matcher(uidl);
        while (id.find()) {
            nodes.put(id.group(2), Integer.parseInt(id.group(1)));
        }
        Matcher sync = SYNC_ID.matcher(uidl);
        while (sync.find()) {
            syncId = Math.max(syncId, Integer.parseInt(sync.group(1)));
        }
    }

    /** The signed sandbox cookie the server gave this page. */
    String sandboxCookie() {
        return cookies.get("consentlab-sandbox");
    }

    /**
     * Completes with {@link System#nanoTime()} at the arrival of the first pushed message, from
     * now on, that contains {@code text}.
     */
    CompletableFuture<Long> whenPushed(String text) {
        Watch next = new Watch(text, new CompletableFuture<>());
        watch = next;
        return next.arrived();
    }

    private void connectPush(String uiId, String pushId) throws Exception {
        // The query Vaadin's client (Atmosphere) sends to open the websocket.
        String query =
                "v-r=push&v-uiId=%s&v-pushId=%s&X-Atmosphere-tracking-id=0&X-Atmosphere-Framework=3.1.5-javascript"
                        + "&X-Atmosphere-Transport=websocket&X-Atmosphere-TrackMessageSize=true&X-atmo-protocol=true";
        URI uri = URI.create(base.replace("http://", "ws://") + "/VAADIN/push?" + query.formatted(uiId, pushId));
        CompletableFuture<Void> greeted = new CompletableFuture<>();
        push = PUSH_CONNECTIONS
                .newWebSocketBuilder()
                .header("Cookie", cookieHeader())
                .connectTimeout(Duration.ofSeconds(20))
                .buildAsync(uri, new Listener(greeted))
                .get(30, TimeUnit.SECONDS);
        // Atmosphere's first message names the connection: from then on, pushes reach this page.
        greeted.get(30, TimeUnit.SECONDS);
    }

    /** Collects a message's fragments and checks the whole message against the watch. */
    private final class Listener implements WebSocket.Listener {
        private final StringBuilder message = new StringBuilder();
        private final CompletableFuture<Void> greeted;

        Listener(CompletableFuture<Void> greeted) {
            this.greeted = greeted;
        }

        @Override
        public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            message.append(data);
            if (last) {
                long arrived = System.nanoTime();
                PUSHED.incrementAndGet();
                Watch current = watch;
                if (current != null && message.indexOf(current.text()) >= 0) {
                    current.arrived().complete(arrived);
                }
                learn(message.toString());
                message.setLength(0);
                greeted.complete(null);
            }
            socket.request(1);
            return null;
        }
    }

    private String get(HttpClient http, String path) throws Exception {
        return send(http, HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    private String post(HttpClient http, String path, String json) throws Exception {
        return send(
                http,
                HttpRequest.newBuilder(URI.create(base + path))
                        .header("Content-Type", "application/json; charset=UTF-8")
                        .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private String send(HttpClient http, HttpRequest.Builder request) throws Exception {
        if (!cookies.isEmpty()) {
            request.header("Cookie", cookieHeader());
        }
        HttpResponse<String> response =
                http.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(response.uri() + " answered " + response.statusCode());
        }
        response.headers().allValues("Set-Cookie").forEach(cookie -> {
            String pair = cookie.split(";", 2)[0];
            int eq = pair.indexOf('=');
            cookies.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
        });
        return response.body();
    }

    private String cookieHeader() {
        StringBuilder header = new StringBuilder();
        cookies.forEach((name, value) -> header.append(header.isEmpty() ? "" : "; ")
                .append(name)
                .append('=')
                .append(value));
        return header.toString();
    }

    private static String group(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        if (!matcher.find()) {
            throw new IllegalStateException("no " + pattern + " in the bootstrap");
        }
        return matcher.group(1);
    }

    @Override
    public void close() {
        if (push != null) {
            push.abort();
        }
    }
}
