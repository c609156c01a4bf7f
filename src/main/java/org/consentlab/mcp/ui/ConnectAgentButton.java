package org.consentlab.mcp.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.icon.VaadinIcon;
import java.util.function.Supplier;

/** Opens a fresh "Connect an agent" dialog, so it always shows the token as it is now. */
public class ConnectAgentButton extends Button {

    public static final String ID = "connect-agent";

    public ConnectAgentButton(Supplier<ConnectAgentDialog> dialog) {
        super("Connect an agent", VaadinIcon.CONNECT.create());
        setId(ID);
        addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        addClickListener(event -> dialog.get().open());
    }
}
