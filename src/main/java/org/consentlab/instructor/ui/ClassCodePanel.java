package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.consentlab.i18n.CodeSentence;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;
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
        // The code and the address are typed as they are in every language: never translated, left to right.
        for (Component verbatim : List.of(code, url)) {
            verbatim.getElement().setAttribute("translate", "no");
            verbatim.getElement().setAttribute("dir", "ltr");
        }
        QrCode qr = new QrCode(joinUrl);
        qr.setId("class-qr");
        qr.addClassName("class-qr");
        Div words = new Div(
                new Paragraph(CodeSentence.fill(Texts.t("instructor.code.type", CodeSentence.SLOTS[0]), joinPath())),
                code,
                new Paragraph(new Span(Texts.t("instructor.code.or") + " "), url));
        words.addClassName("class-code-words");
        if (shown.ended()) {
            Paragraph ended = new Paragraph(Texts.t("instructor.code.ended"));
            ended.setId("class-ended");
            root.add(ended);
            root.addClassName("ended");
        }
        root.add(words, qr);
    }

    /**
     * The path learners type, as it is: an element of its own, left to right ({@code dir="ltr"}, an
     * isolate the browser honours), so that inside Arabic its slash stays before {@code join}. A
     * Unicode isolate in the sentence's text did not hold it there.
     */
    private static Span joinPath() {
        Span path = Verbatim.code(new Span("/join"));
        path.setId("class-join-path");
        path.getElement().setAttribute("dir", "ltr");
        return path;
    }
}
