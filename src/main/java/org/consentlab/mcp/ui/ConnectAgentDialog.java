package org.consentlab.mcp.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.textfield.TextField;
import java.util.function.Supplier;
import org.consentlab.i18n.Texts;

/**
 * "Connect an agent": the MCP endpoint's URL, this sandbox's bearer token and a client config to
 * paste. The token is stored only as a hash, so it can be shown only when it was issued in this
 * browser session; otherwise the learner renews it, which revokes the old one. The dialog gets the
 * data and a renew callback; it knows nothing of how tokens are made.
 */
public class ConnectAgentDialog extends Dialog {

    /** The key of what the token field says when the current token cannot be shown. */
    static final String HIDDEN = "mcp.connect.token.hidden";

    private final String mcpUrl;
    private final TextField token = new TextField(getTranslation("mcp.connect.token"));
    private final Pre config = new Pre();
    private final Paragraph notice = new Paragraph();

    /** {@code shownToken} is null when the current token cannot be shown; {@code renew} returns a new one. */
    public ConnectAgentDialog(String mcpUrl, String shownToken, Supplier<String> renew) {
        this.mcpUrl = mcpUrl;
        setHeaderTitle(getTranslation("mcp.connect.title"));
        setWidth("min(680px, 95vw)");

        TextField url = new TextField(getTranslation("mcp.connect.url"));
        url.setId("mcp-url");
        url.setValue(mcpUrl);
        url.setReadOnly(true);
        url.setWidthFull();
        token.setId("mcp-token");
        token.setReadOnly(true);
        token.setWidthFull();
        token.setHelperText(getTranslation("mcp.connect.token.help"));
        config.setId("mcp-config");
        config.addClassName("agent-result");
        notice.setId("mcp-token-notice");
        notice.addClassName("muted");

        Button renewButton = new Button(getTranslation("mcp.connect.renew"), event -> {
            show(renew.get());
            notice.setText(getTranslation("mcp.connect.renewed"));
        });
        renewButton.setId("mcp-token-renew");
        renewButton.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_TERTIARY);
        Button copy = new Button(
                getTranslation("mcp.connect.copy"),
                event -> event.getSource()
                        .getUI()
                        .ifPresent(
                                ui -> ui.getPage().executeJs("navigator.clipboard.writeText($0)", config.getText())));
        copy.setId("mcp-config-copy");
        Button close = new Button(getTranslation("mcp.connect.close"), event -> close());
        close.setId("connect-agent-close");

        // The id on the visible body: the dialog's own element is never visible to a tester's script.
        Div body = new Div(
                new Paragraph(getTranslation("mcp.connect.intro")),
                url,
                token,
                new Paragraph(getTranslation("mcp.connect.config", Texts.isolate("mcpServers"))),
                config,
                notice);
        body.setId("connect-agent-dialog");
        add(body);
        getFooter().add(renewButton, copy, close);
        show(shownToken);
    }

    private void show(String shownToken) {
        token.setValue(shownToken == null ? getTranslation(HIDDEN) : shownToken);
        config.setText(McpClientConfig.json(
                mcpUrl, shownToken == null ? getTranslation("mcp.connect.your-token") : shownToken));
    }
}
