package org.consentlab.base.ui;

import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinServletRequest;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Optional;

/**
 * An address of this app as the current browser reached it: the request's own scheme, host and
 * port, so that behind a load balancer it names the balancer, not the node. Empty outside a
 * browser's request.
 */
public final class RequestAddress {

    private RequestAddress() {}

    /** {@code path} (starting with {@code /}) under the address the current request came to. */
    public static Optional<String> of(String path) {
        if (!(VaadinRequest.getCurrent() instanceof VaadinServletRequest vaadinRequest)
                || vaadinRequest.getHttpServletRequest().getServerName() == null) {
            return Optional.empty();
        }
        HttpServletRequest request = vaadinRequest.getHttpServletRequest();
        String host =
                request.getServerName().contains(":") ? "[" + request.getServerName() + "]" : request.getServerName();
        int port = request.getServerPort();
        boolean defaultPort =
                port == 80 && "http".equals(request.getScheme()) || port == 443 && "https".equals(request.getScheme());
        return Optional.of(
                request.getScheme() + "://" + host + (defaultPort ? "" : ":" + port) + request.getContextPath() + path);
    }
}
