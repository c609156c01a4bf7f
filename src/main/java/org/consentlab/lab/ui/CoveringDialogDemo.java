package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.ModalityMode;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import org.consentlab.report.CoveredRegions;
import org.consentlab.sandbox.SandboxId;

/**
 * A modal "sharing settings" dialog that covers the reports, for the hidden-but-callable
 * failure mode. While it is open the reports region is marked covered, and from inside it the
 * learner can make the agent call tag_report on the report they can no longer see.
 */
class CoveringDialogDemo extends Composite<Div> {

    CoveringDialogDemo(CoveredRegions regions, SandboxId sandbox, Runnable agentTags) {
        Dialog dialog = new Dialog();
        dialog.setHeaderTitle("Sharing settings");
        dialog.setModality(ModalityMode.STRICT);
        dialog.addOpenedChangeListener(event -> {
            if (event.isOpened()) {
                regions.cover(sandbox);
            } else {
                regions.uncover(sandbox);
            }
        });
        dialog.addDetachListener(event -> regions.uncover(sandbox));
        Button agent = new Button("Meanwhile, the agent tags the report", e -> agentTags.run());
        agent.setId("share-dialog-agent-tag");
        Button close = new Button("Close", e -> dialog.close());
        close.setId("share-dialog-close");
        // The id on the visible body: the dialog's own element is never visible to a tester's script.
        Div body = new Div(new Paragraph("This dialog covers the reports. With the region scope declared, report "
                + "tools refuse while it is open; with the hidden-callable failure mode on, they run unseen."));
        body.setId("share-dialog");
        dialog.add(body);
        dialog.getFooter().add(agent, close);
        Button open = new Button("Open sharing settings (covers the reports)", e -> dialog.open());
        open.setId("open-share-dialog");
        getContent().add(open, dialog);
    }
}
