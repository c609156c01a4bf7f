package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import org.consentlab.instructor.WorkshopClass;

/**
 * What the instructor puts on the projector: the join code, large, the join address and the
 * same address as a QR code. An ended class says so instead of inviting anyone.
 */
class ClassCodePanel extends Composite<Div> {

    ClassCodePanel(WorkshopClass shown, String joinUrl) {
        Div root = getContent();
        root.setId("class-code-panel");
        root.addClassName("class-code-panel");
        Span code = new Span(shown.code().value());
        code.setId("class-code");
        code.addClassName("class-code");
        Anchor url = new Anchor(joinUrl, joinUrl);
        url.setId("class-join-url");
        url.addClassName("class-join-url");
        QrCode qr = new QrCode(joinUrl);
        qr.setId("class-qr");
        qr.addClassName("class-qr");
        Div words = new Div(
                new Paragraph("Learners open /join and type"), code, new Paragraph(new Span("or scan, or open "), url));
        words.addClassName("class-code-words");
        if (shown.ended()) {
            Paragraph ended =
                    new Paragraph("This class has ended: its code admits nobody, and its learners explore alone.");
            ended.setId("class-ended");
            root.add(ended);
            root.addClassName("ended");
        }
        root.add(words, qr);
    }
}
