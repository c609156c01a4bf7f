package org.consentlab.base.ui;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinService;
import com.vaadin.flow.server.VaadinServiceInitListener;
import com.vaadin.flow.server.communication.IndexHtmlResponse;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * Answers a page request for an address no route serves with HTTP 404. The page itself is built by
 * a later request of the browser's (Vaadin's client bootstrap), whose status the browser never
 * shows, so {@link NotFoundView}'s own 404 reaches nobody on the wire: the status is set here, on
 * the response that carries the page, from the same routes the router resolves.
 */
@Component
class NotFoundStatus implements VaadinServiceInitListener {

    private final List<MissingAddresses> features;

    NotFoundStatus(List<MissingAddresses> features) {
        this.features = features;
    }

    @Override
    public void serviceInit(ServiceInitEvent event) {
        VaadinService service = event.getSource();
        event.addIndexHtmlRequestListener(page -> {
            if (unknown(service, path(page))) {
                page.getVaadinResponse().setStatus(HttpServletResponse.SC_NOT_FOUND);
            }
        });
    }

    boolean unknown(VaadinService service, String path) {
        return service.getRouter().resolveNavigationTarget(path, Map.of()).isEmpty()
                || features.stream().anyMatch(feature -> feature.missing(path));
    }

    private static String path(IndexHtmlResponse page) {
        String path = page.getVaadinRequest().getPathInfo();
        return path == null ? "" : path.replaceFirst("^/+", "");
    }
}
