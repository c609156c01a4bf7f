package org.consentlab.scoreboard.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.InstructorPanel;
import org.consentlab.scoreboard.CtfExport;
import org.consentlab.scoreboard.CtfKey;

/**
 * On the instructor's page: the event's exercises for a CTF platform (CTFd CSV, JSON, RootTheBox
 * XML), or, without an event key, what to set to get them.
 */
@org.springframework.stereotype.Component
class CtfExportPanel implements InstructorPanel {

    private final CtfExport export;

    CtfExportPanel(CtfExport export) {
        this.export = export;
    }

    @Override
    public Component panel() {
        Div panel = new Div(new H2(Texts.t("scoreboard.ctf.title")));
        panel.setId("ctf-export");
        panel.addClassName("ctf-export");
        if (!export.available()) {
            panel.add(new Paragraph(Texts.t("scoreboard.ctf.no-key", Texts.isolate(CtfKey.PROPERTY))));
            return panel;
        }
        panel.add(new Paragraph(Texts.t("scoreboard.ctf.intro")));
        for (CtfExport.Format format : CtfExport.Format.values()) {
            Anchor link = new Anchor(
                    DownloadHandler.fromInputStream(request -> {
                        byte[] bytes = export.export(format).getBytes(StandardCharsets.UTF_8);
                        return new DownloadResponse(
                                new ByteArrayInputStream(bytes),
                                "consent-lab-" + format.extension,
                                format.contentType,
                                bytes.length);
                    }),
                    switch (format) {
                        case CTFD -> "CTFd (CSV)";
                        case JSON -> "JSON";
                        case ROOTTHEBOX -> "RootTheBox (XML)";
                    });
            link.setId("ctf-export-" + format.name().toLowerCase(java.util.Locale.ROOT));
            panel.add(link);
        }
        return panel;
    }
}
