package org.consentlab.mcp.ui;

import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import java.util.function.Supplier;
import org.consentlab.base.ui.LeanButton;

/**
 * Opens a fresh "Connect an agent" dialog, so it always shows the token as it is now (and speaks the
 * page's language as it is now). It sits in the frame, which a switch of language keeps: it renames
 * itself.
 */
public class ConnectAgentButton extends LeanButton implements LocaleChangeObserver {

    public static final String ID = "connect-agent";

    public ConnectAgentButton(Supplier<ConnectAgentDialog> dialog) {
        super(VaadinIcon.CONNECT.create());
        setId(ID);
        addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        addClickListener(event -> dialog.get().open());
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        setText(getTranslation("mcp.connect.title"));
    }
}
