package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import java.util.List;
import org.consentlab.i18n.Texts;

/**
 * The simulated agent of Lab 6: which report it talks about, and what it asks for. Every ask
 * goes out with an idempotency key; "Retry" resends the last archive with the same key, as an
 * agent does after a lost answer. The archive control stays disabled while its call runs.
 */
class ReportsAgentPanel extends Composite<Div> {

    /** What the panel asks the page to send: tool, JSON args, and the idempotency key. */
    interface Ask {
        void send(String tool, String args, String idempotencyKey, Runnable whenFinished);
    }

    private final Select<String> report;
    private final Button archive = new Button();
    private final Ask ask;
    private String lastArchiveKey;
    private int asked;

    ReportsAgentPanel(List<String> reportIds, Ask ask) {
        this.ask = ask;
        report = Pickers.of(
                "agent-report",
                "reports.agent.report",
                reportIds,
                id -> id,
                reportIds.contains("RPT-31") ? "RPT-31" : reportIds.getFirst());
        archive.setText(getTranslation("reports.agent.archive"));
        archive.setId("agent-archive");
        archive.setDisableOnClick(true);
        archive.addClickListener(e -> archive(newKey("archive")));
        Button retry = button("agent-retry", getTranslation("reports.agent.retry"), () -> {
            if (lastArchiveKey != null) {
                archive.setEnabled(false);
                archive(lastArchiveKey);
            }
        });
        Div buttons = new Div(
                report,
                button("agent-list", asks("list_reports"), () -> ask.send("list_reports", "{}", newKey("list"), null)),
                button(
                        "agent-tag",
                        getTranslation("reports.agent.tag"),
                        () -> ask.send(
                                "tag_report",
                                "{\"reportId\":\"%s\",\"tag\":\"reviewed\"}".formatted(report.getValue()),
                                newKey("tag"),
                                null)),
                archive,
                retry,
                button(
                        "agent-export-customers",
                        asks("export_customers"),
                        () -> ask.send(
                                "export_customers",
                                "{\"reason\":\"draft the churn follow-up\"}",
                                newKey("customers"),
                                null)),
                button(
                        "agent-submit-export",
                        asks("submit_export"),
                        () -> ask.send("submit_export", "{\"format\":\"csv\"}", newKey("export"), null)));
        buttons.addClassName("agent-buttons");
        getContent().setId("agent-panel");
        getContent()
                .add(
                        new H2(getTranslation("reports.agent.title")),
                        new Paragraph(getTranslation("reports.agent.intro", Texts.isolate("simulated-agent"))),
                        buttons);
    }

    /** The tag call an agent makes while a dialog covers the reports (see the sharing dialog). */
    void tagWhileCovered() {
        ask.send(
                "tag_report",
                "{\"reportId\":\"%s\",\"tag\":\"hidden\"}".formatted(report.getValue()),
                newKey("tag"),
                null);
    }

    private void archive(String key) {
        lastArchiveKey = key;
        ask.send(
                "archive_report",
                "{\"reportId\":\"%s\"}".formatted(report.getValue()),
                key,
                () -> archive.setEnabled(true));
    }

    private String newKey(String what) {
        return what + "-" + (++asked) + "-" + Long.toHexString(System.nanoTime());
    }

    /** A button named by the tool it calls: the name stays as it is in every language. */
    private String asks(String tool) {
        return getTranslation("reports.agent.calls", Texts.isolate(tool));
    }

    private static Button button(String id, String label, Runnable action) {
        Button button = new Button(label, e -> action.run());
        button.setId(id);
        return button;
    }
}
