package org.consentlab.security;

import jakarta.servlet.ServletException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.tomcat.util.http.MimeHeaders;

/**
 * Lets only the proxy speak for a client. Tomcat believes X-Forwarded-For from any connection
 * that comes from a trusted proxy's address, and on one machine that address (127.0.0.1) is every
 * local process's: one talking to a node directly could choose the address the throttles count.
 * So the proxy adds a secret header ({@value #HEADER}) that a node checks first, before Tomcat's
 * own forwarded-header handling (RemoteIpValve) runs: a request without the secret, or with a
 * wrong one, loses its forwarded headers and is seen as coming from where its connection came
 * from. The secret header itself is removed either way, so nothing after this valve can see it.
 */
final class ForwardedHeadersFromTheProxyOnly extends ValveBase {

    static final String HEADER = "X-Consentlab-Proxy";
    private static final List<String> FORWARDED = List.of(
            "X-Forwarded-For",
            "X-Forwarded-Proto",
            "X-Forwarded-Host",
            "X-Forwarded-Port",
            "X-Forwarded-Prefix",
            "X-Forwarded-By",
            "Forwarded");

    private final byte[] secret;

    ForwardedHeadersFromTheProxyOnly(String secret) {
        super(true);
        this.secret = secret.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
        MimeHeaders headers = request.getCoyoteRequest().getMimeHeaders();
        String offered = headers.getHeader(HEADER);
        // Compared in constant time: how long a wrong guess takes says nothing about the secret.
        boolean fromProxy = offered != null && MessageDigest.isEqual(secret, offered.getBytes(StandardCharsets.UTF_8));
        headers.removeHeader(HEADER);
        if (!fromProxy) {
            FORWARDED.forEach(headers::removeHeader);
        }
        getNext().invoke(request, response);
    }
}
