package org.consentlab;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.internal.UIInternals;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinResponse;
import com.vaadin.flow.server.VaadinServiceInitListener;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.communication.UidlRequestHandler;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import org.springframework.stereotype.Component;

/**
 * Vaadin keeps each page's last UIDL response as a string, to send again should the page resend
 * the same request (its answer was lost on the way). For a page that has just opened, that is the
 * whole view's first render: about 55 KiB for Lab 4, held for as long as the learner does not
 * click, which in a room is most of the time and a quarter of what a learner cost. This handler
 * serves UIDL requests as Vaadin's does, and afterwards keeps a response longer than
 * {@link #KEPT_AS_IS} compressed beside the page instead (about a sixth of its size); the next
 * request of that page puts it back first, so a resend still gets the very same answer. Added
 * request handlers run before Vaadin's own, so Vaadin's handler never sees a UIDL request.
 */
@Component
class LastResponses implements VaadinServiceInitListener {

    /** Responses up to this many chars are left as they are: a click's answer is usually far smaller. */
    static final int KEPT_AS_IS = 8 * 1024;

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.addRequestHandler(new CompactingUidlHandler());
    }

    /** A page's last response, deflated. */
    private record Compacted(byte[] deflated) {}

    /** Vaadin's UIDL handler, with the page's last response compacted between requests. */
    static final class CompactingUidlHandler extends UidlRequestHandler {

        @Override
        public Optional<ResponseWriter> synchronizedHandleRequest(
                VaadinSession session, VaadinRequest request, VaadinResponse response, String requestBody)
                throws IOException {
            UI ui = session.getService().findUI(request);
            if (ui != null) {
                restore(ui);
            }
            Optional<ResponseWriter> writer = super.synchronizedHandleRequest(session, request, response, requestBody);
            if (ui != null) {
                compact(ui);
            }
            return writer;
        }
    }

    /** Moves a long last response out of Vaadin's hands into a compressed copy beside the page. */
    static void compact(UI ui) {
        UIInternals internals = ui.getInternals();
        String last = internals.getLastRequestResponse();
        if (last != null && last.length() > KEPT_AS_IS) {
            ComponentUtil.setData(ui, Compacted.class, new Compacted(deflate(last)));
            internals.setLastRequestResponse(null);
        }
    }

    /** Gives Vaadin back the page's last response, if it was compacted. */
    static void restore(UI ui) {
        Compacted compacted = ComponentUtil.getData(ui, Compacted.class);
        if (compacted != null) {
            ComponentUtil.setData(ui, Compacted.class, null);
            ui.getInternals().setLastRequestResponse(inflate(compacted.deflated()));
        }
    }

    private static byte[] deflate(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() / 8);
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION);
        try (DeflaterOutputStream stream = new DeflaterOutputStream(out, deflater)) {
            stream.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        } finally {
            deflater.end();
        }
        return out.toByteArray();
    }

    private static String inflate(byte[] deflated) {
        Inflater inflater = new Inflater();
        try (InflaterInputStream stream = new InflaterInputStream(new ByteArrayInputStream(deflated), inflater)) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException broken) {
            throw new UncheckedIOException(broken);
        } finally {
            inflater.end();
        }
    }
}
