package org.consentlab.instructor.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;

/**
 * Asks before something that cannot be taken back (resetting a class's sandboxes, ending a
 * class), saying exactly what will happen. Its controls are {@code <id>-confirm} and {@code <id>-cancel}.
 */
class ConfirmDialog extends Dialog {

    ConfirmDialog(String id, String title, String consequence, String confirmLabel, Runnable confirmed) {
        setHeaderTitle(title);
        Paragraph text = new Paragraph(consequence);
        text.setId(id + "-consequence");
        // The id on the visible body: the dialog's own element is never visible to a tester's script.
        Div body = new Div(text);
        body.setId(id + "-dialog");
        add(body);
        Button confirm = new Button(confirmLabel, click -> {
            close();
            confirmed.run();
        });
        confirm.setId(id + "-confirm");
        confirm.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_ERROR);
        Button cancel = new Button(getTranslation("instructor.cancel"), click -> close());
        cancel.setId(id + "-cancel");
        getFooter().add(cancel, confirm);
    }
}
