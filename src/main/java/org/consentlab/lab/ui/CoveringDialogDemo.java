package org.consentlab.lab.ui;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.ModalityMode;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;

/**
 * A modal "sharing settings" dialog that covers the reports, for the hidden-but-callable
 * failure mode. While it is open the reports region is marked covered, and from inside it the
 * learner can make the agent call tag_report on the report they can no longer see. It fires a
 * {@link CoverEvent} as it covers and uncovers the reports and an {@link AgentTagsEvent} for the
 * agent's call; the page marks the region and makes the call.
 */
class CoveringDialogDemo extends Composite<Div> {

    /** The dialog now covers the reports, or no longer does. */
    static final class CoverEvent extends ComponentEvent<CoveringDialogDemo> {

        private final boolean covered;

        CoverEvent(CoveringDialogDemo source, boolean covered) {
            super(source, false);
            this.covered = covered;
        }

        boolean covered() {
            return covered;
        }
    }

    /** The person asked for the agent to tag the report while it is covered. */
    static final class AgentTagsEvent extends ComponentEvent<CoveringDialogDemo> {

        AgentTagsEvent(CoveringDialogDemo source) {
            super(source, true);
        }
    }

    CoveringDialogDemo() {
        Dialog dialog = new Dialog();
        dialog.setHeaderTitle(getTranslation("reports.share.title"));
        dialog.setModality(ModalityMode.STRICT);
        dialog.addOpenedChangeListener(event -> fireEvent(new CoverEvent(this, event.isOpened())));
        dialog.addDetachListener(event -> fireEvent(new CoverEvent(this, false)));
        Button agent = new Button(getTranslation("reports.share.agent-tags"), e -> fireEvent(new AgentTagsEvent(this)));
        agent.setId("share-dialog-agent-tag");
        Button close = new Button(getTranslation("reports.share.close"), e -> dialog.close());
        close.setId("share-dialog-close");
        // The id on the visible body: the dialog's own element is never visible to a tester's script.
        Div body = new Div(new Paragraph(getTranslation("reports.share.text")));
        body.setId("share-dialog");
        dialog.add(body);
        dialog.getFooter().add(agent, close);
        Button open = new Button(getTranslation("reports.share.open"), e -> dialog.open());
        open.setId("open-share-dialog");
        getContent().add(open, dialog);
    }

    void addCoverListener(ComponentEventListener<CoverEvent> listener) {
        addListener(CoverEvent.class, listener);
    }

    void addAgentTagsListener(ComponentEventListener<AgentTagsEvent> listener) {
        addListener(AgentTagsEvent.class, listener);
    }
}
