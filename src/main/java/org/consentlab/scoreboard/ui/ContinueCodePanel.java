package org.consentlab.scoreboard.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Input;
import com.vaadin.flow.component.html.NativeLabel;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;
import java.util.function.Supplier;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.scoreboard.ContinueCodes;

/**
 * Progress that survives a lost cookie: this sandbox's continue code (copyable), its JSON backup to
 * download, and a field to restore from a code or a pasted backup, with what the restore did in
 * words. It fires the restore; the code it shows is read afresh on every {@link #refresh()}.
 */
class ContinueCodePanel extends Composite<Div> {

    private final Supplier<String> code;
    private final Span shown = new Span();
    private final Paragraph result = new Paragraph();

    ContinueCodePanel(Supplier<String> code, Supplier<String> backup, Function<String, ContinueCodes.Restore> restore) {
        this.code = code;
        Div root = getContent();
        root.addClassName("continue-code-panel");
        shown.setId("continue-code");
        shown.addClassName("continue-code");
        // A code is no sentence: it is never translated and keeps its order in right-to-left text.
        shown.addClassName("ltr");
        shown.getElement().setAttribute("translate", "no");
        Button copy = new Button(getTranslation("scoreboard.code.copy"));
        copy.setId("continue-code-copy");
        copy.addClickListener(click -> {
            copy.getElement().executeJs("navigator.clipboard && navigator.clipboard.writeText($0)", shown.getText());
            LiveRegion.mention(this, getTranslation("scoreboard.code.copied"));
        });
        Anchor download = new Anchor(
                DownloadHandler.fromInputStream(request -> {
                    byte[] json = backup.get().getBytes(StandardCharsets.UTF_8);
                    return new DownloadResponse(
                            new ByteArrayInputStream(json),
                            "consent-lab-progress.json",
                            "application/json",
                            json.length);
                }),
                getTranslation("scoreboard.code.backup"));
        download.setId("progress-backup");
        // A native field: the page's own script bundle needs no new component for it.
        Input input = new Input();
        input.setId("continue-code-input");
        input.addClassName("continue-code-input");
        input.getElement().setAttribute("autocomplete", "off");
        input.getElement().setAttribute("spellcheck", "false");
        NativeLabel inputLabel = new NativeLabel(getTranslation("scoreboard.code.restore-label"));
        inputLabel.setFor(input);
        Button restoreButton = new Button(getTranslation("scoreboard.code.restore"), click -> {
            ContinueCodes.Restore done = restore.apply(input.getValue());
            result.setText(done.said());
            result.getElement().setAttribute("data-accepted", String.valueOf(done.accepted()));
            LiveRegion.mention(this, done.said());
            if (done.accepted()) {
                input.setValue("");
            }
        });
        restoreButton.setId("continue-code-restore");
        result.setId("continue-code-result");
        Paragraph why = new Paragraph(getTranslation("scoreboard.code.why"));
        Div codeLine = new Div(new Span(getTranslation("scoreboard.code.yours") + " "), shown, copy, download);
        codeLine.addClassName("continue-code-line");
        Div restoreLine = new Div(input, restoreButton);
        restoreLine.addClassName("continue-code-line");
        root.add(new H2(getTranslation("scoreboard.code.title")), why, codeLine, inputLabel, restoreLine, result);
        refresh();
    }

    void refresh() {
        shown.setText(code.get());
    }
}
