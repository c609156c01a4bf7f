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
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import org.springframework.stereotype.Component;

/**
 * Vaadin keeps each page's last UIDL response as a string, to send again should the page resend
 * the same request (its answer was lost on the way). For a page that has just opened, that is the
 * whole view's first render: about 55 KiB for Lab 4, held for as long as the learner does not
 * click, which in a room is most of the time. This handler serves UIDL requests as Vaadin's does,
 * and afterwards keeps a response longer than {@link #KEPT_AS_IS} compressed beside the page
 * instead; the next request of that page puts it back first, so a resend still gets the very same
 * answer. Added request handlers run before Vaadin's own, so Vaadin's handler never sees a UIDL
 * request.
 *
 * <p>A room's pages render the same views, so their first responses are nearly the same text. The
 * first long response this node keeps becomes a reference all later ones are compressed against:
 * each {@link #PIECE} of a response against the same stretch of the reference, widened by half a
 * piece on either side, so that its twin lies within the 32 KiB deflate looks back. What is kept
 * is then mostly what sets a page apart (docs/performance.md). A response keeps a reference to
 * the text it was compressed against, so it always inflates.
 */
@Component
class LastResponses implements VaadinServiceInitListener {

    /** Responses up to this many chars are left as they are: a click's answer is usually far smaller. */
    static final int KEPT_AS_IS = 8 * 1024;

    /** A piece and its dictionary (the piece's stretch of the reference, ± half a piece) fit deflate's 32 KiB. */
    static final int PIECE = 10 * 1024;

    private static final AtomicReference<byte[]> REFERENCE = new AtomicReference<>();

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.addRequestHandler(new CompactingUidlHandler());
    }

    /** A page's last response, piece by piece, each deflated against its stretch of {@code reference}. */
    record Compacted(byte[][] pieces, byte[] reference) {

        int size() {
            return Arrays.stream(pieces).mapToInt(piece -> piece.length).sum();
        }
    }

    /** Lets the next long response become the reference, as on a node just started. */
    static void forgetReference() {
        REFERENCE.set(null);
    }

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
            byte[] text = last.getBytes(StandardCharsets.UTF_8);
            byte[] reference = REFERENCE.updateAndGet(kept -> kept != null ? kept : text);
            byte[][] pieces = new byte[(text.length + PIECE - 1) / PIECE][];
            for (int piece = 0; piece < pieces.length; piece++) {
                int from = piece * PIECE;
                pieces[piece] = deflate(text, from, Math.min(PIECE, text.length - from), reference, piece);
            }
            ComponentUtil.setData(ui, Compacted.class, new Compacted(pieces, reference));
            internals.setLastRequestResponse(null);
        }
    }

    /** Gives Vaadin back the page's last response, if it was compacted. */
    static void restore(UI ui) {
        Compacted compacted = ComponentUtil.getData(ui, Compacted.class);
        if (compacted != null) {
            ComponentUtil.setData(ui, Compacted.class, null);
            ByteArrayOutputStream text = new ByteArrayOutputStream(compacted.pieces().length * PIECE);
            for (int piece = 0; piece < compacted.pieces().length; piece++) {
                inflate(compacted.pieces()[piece], compacted.reference(), piece, text);
            }
            ui.getInternals().setLastRequestResponse(text.toString(StandardCharsets.UTF_8));
        }
    }

    /** Where piece {@code piece}'s dictionary starts in {@code reference}: half a piece before the piece. */
    private static int stretchFrom(byte[] reference, int piece) {
        return Math.clamp((long) piece * PIECE - PIECE / 2, 0, reference.length);
    }

    private static int stretchLength(byte[] reference, int piece) {
        return Math.clamp((long) (piece + 1) * PIECE + PIECE / 2, 0, reference.length) - stretchFrom(reference, piece);
    }

    private static byte[] deflate(byte[] text, int from, int length, byte[] reference, int piece) {
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION);
        try {
            if (stretchLength(reference, piece) > 0) {
                deflater.setDictionary(reference, stretchFrom(reference, piece), stretchLength(reference, piece));
            }
            deflater.setInput(text, from, length);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(256);
            byte[] chunk = new byte[4096];
            while (!deflater.finished()) {
                out.write(chunk, 0, deflater.deflate(chunk));
            }
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }

    private static void inflate(byte[] deflated, byte[] reference, int piece, ByteArrayOutputStream out) {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(deflated);
            byte[] chunk = new byte[8192];
            while (!inflater.finished()) {
                int inflated = inflater.inflate(chunk);
                if (inflated == 0 && inflater.needsDictionary()) {
                    inflater.setDictionary(reference, stretchFrom(reference, piece), stretchLength(reference, piece));
                } else if (inflated == 0 && inflater.needsInput()) {
                    throw new IllegalStateException("a kept response ended early");
                }
                out.write(chunk, 0, inflated);
            }
        } catch (DataFormatException broken) {
            throw new IllegalStateException("a kept response could not be inflated", broken);
        } finally {
            inflater.end();
        }
    }
}
