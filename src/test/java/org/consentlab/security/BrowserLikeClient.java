package org.consentlab.security;

import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One browser over plain HTTP: its own cookie jar, redirects left visible, and the sign-in form's
 * POST as Vaadin's LoginForm sends it (the two fields plus the CSRF token from the page's meta tag).
 */
public final class BrowserLikeClient {

    private static final Pattern CSRF_META = Pattern.compile("<meta name=\"_csrf\" content=\"([^\"]+)\">");

    private final int port;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private final HttpClient http = HttpClient.newBuilder()
            .cookieHandler(new CookieManager())
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    public BrowserLikeClient(int port) {
        this.port = port;
    }

    public HttpResponse<String> get(String path) throws Exception {
        return send(HttpRequest.newBuilder(url(path)).header("Accept", "text/html"));
    }

    /** A header this browser's every request carries from now on, as a proxy in front of it would add. */
    public BrowserLikeClient always(String name, String value) {
        headers.put(name, value);
        return this;
    }

    public HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        headers.forEach(request::header);
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Opens the sign-in page, takes its CSRF token and posts the form with it. */
    public HttpResponse<String> signIn(String username, String password) throws Exception {
        return postLogin(username, password, csrfToken(), null);
    }

    /** The CSRF token of a freshly opened sign-in page. */
    public String csrfToken() throws Exception {
        Matcher token = CSRF_META.matcher(get("/login").body());
        if (!token.find()) {
            throw new IllegalStateException("the sign-in page carries no CSRF token");
        }
        return token.group(1);
    }

    /** The form's POST with whatever token (or none) and Origin a test chooses. */
    public HttpResponse<String> postLogin(String username, String password, String csrf, String origin)
            throws Exception {
        String form = "username=" + enc(username) + "&password=" + enc(password)
                + (csrf == null ? "" : "&_csrf=" + enc(csrf));
        HttpRequest.Builder request = HttpRequest.newBuilder(url("/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form));
        if (origin != null) {
            request.header("Origin", origin);
        }
        return send(request);
    }

    /** The redirect target without scheme, host and port. */
    public static String location(HttpResponse<String> response) {
        return response.headers()
                .firstValue("Location")
                .map(URI::create)
                .map(uri -> uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery()))
                .orElse("");
    }

    public URI url(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    private static String enc(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
