package org.consentlab.instructor.ui;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import com.vaadin.flow.component.Svg;
import java.util.Map;

/**
 * A QR code of a text, drawn on the server as SVG (ZXing computes the modules): nothing leaves
 * the machine, and it stays sharp at any size on a projector. One path, one square per dark module.
 */
class QrCode extends Svg {

    QrCode(String text) {
        super(svg(text));
        getElement().setAttribute("role", "img");
        getElement().setAttribute("aria-label", "QR code of " + text);
    }

    static String svg(String text) {
        BitMatrix modules;
        try {
            modules = new QRCodeWriter()
                    .encode(
                            text,
                            BarcodeFormat.QR_CODE,
                            0,
                            0,
                            Map.of(EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.MARGIN, 2));
        } catch (WriterException e) {
            throw new IllegalArgumentException("cannot encode as a QR code: " + text, e);
        }
        StringBuilder path = new StringBuilder();
        for (int y = 0; y < modules.getHeight(); y++) {
            for (int x = 0; x < modules.getWidth(); x++) {
                if (modules.get(x, y)) {
                    path.append('M').append(x).append(' ').append(y).append("h1v1h-1z");
                }
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + modules.getWidth() + " "
                + modules.getHeight() + "\" shape-rendering=\"crispEdges\"><rect width=\"100%\" height=\"100%\" "
                + "fill=\"#fff\"/><path fill=\"#000\" d=\"" + path + "\"/></svg>";
    }
}
