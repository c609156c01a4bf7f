package org.consentlab.mcp;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * DNS-rebinding protection for {@code /mcp}. A web page on another site can make a browser send
 * requests to 127.0.0.1; the {@code Host} header (rebinding) and the {@code Origin} header
 * (cross-site fetch) give such requests away. Only the configured host names are accepted, on any
 * port (the port is the server's own business, and tests run on random ports). A request without
 * {@code Origin} is not from a web page and is allowed; one with an {@code Origin} must name an
 * allowed host over http or https.
 */
final class McpOriginPolicy {

    private final Set<String> allowedHosts;

    McpOriginPolicy(List<String> allowedHosts) {
        this.allowedHosts =
                allowedHosts.stream().map(McpOriginPolicy::normalise).collect(Collectors.toUnmodifiableSet());
    }

    /** Null when the request may pass, else the reason it may not. */
    String refusal(String hostHeader, String originHeader) {
        if (hostHeader == null || !allowedHosts.contains(hostName(hostHeader))) {
            return "Host header '%s' is not allowed for /mcp".formatted(hostHeader);
        }
        if (originHeader != null && !originAllowed(originHeader)) {
            return "Origin '%s' is not allowed for /mcp".formatted(originHeader);
        }
        return null;
    }

    private boolean originAllowed(String origin) {
        try {
            URI uri = URI.create(origin.trim());
            String scheme = uri.getScheme();
            return ("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme))
                    && uri.getHost() != null
                    && allowedHosts.contains(normalise(uri.getHost()));
        } catch (IllegalArgumentException e) {
            return false; // "null" origins and garbage alike
        }
    }

    /** "127.0.0.1:8080" → "127.0.0.1"; "[::1]:8080" → "[::1]". */
    private static String hostName(String hostHeader) {
        String host = hostHeader.trim();
        int end = host.startsWith("[") ? host.indexOf(']') + 1 : host.indexOf(':');
        return normalise(end > 0 ? host.substring(0, end) : host);
    }

    private static String normalise(String host) {
        String lower = host.toLowerCase(Locale.ROOT);
        return lower.contains(":") && !lower.startsWith("[") ? "[" + lower + "]" : lower;
    }
}
