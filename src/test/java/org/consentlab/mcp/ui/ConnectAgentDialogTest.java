package org.consentlab.mcp.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import org.consentlab.i18n.Texts;
import org.consentlab.mcp.McpTokens;
import org.consentlab.sandbox.SandboxId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** The dialog on the lab page, driven as a learner would, with the real token store behind it. */
@SpringBootTest(properties = "spring.datasource.url=jdbc:h2:mem:connect-agent;DB_CLOSE_DELAY=-1")
class ConnectAgentDialogTest extends SpringBrowserlessTest {

    @Autowired
    McpTokens tokens;

    @BeforeEach
    void openLab() {
        navigate("labs/account", Component.class);
    }

    @Test
    void theDialogShowsTheEndpointAndAWorkingTokenForThisSandboxWithAConfigToPaste() {
        String token = openDialog();

        SandboxId owner = tokens.sandboxOf(token).orElseThrow();
        assertThat(find(Span.class).id("sandbox-badge").getText()).isEqualTo("sandbox " + owner.shortForm());
        String url = find(TextField.class).id("mcp-url").getValue();
        assertThat(url).startsWith("http").endsWith("/mcp");
        assertThat(find(Pre.class).id("mcp-config").getText())
                .contains(
                        "\"mcpServers\"", "\"url\" : \"" + url + "\"", "\"Authorization\" : \"Bearer " + token + "\"");
    }

    @Test
    void newTokenRevokesTheOldOneAndTheNewOneIsShownAgainOnReopening() {
        String first = openDialog();
        SandboxId owner = tokens.sandboxOf(first).orElseThrow();

        test(find(Button.class).id("mcp-token-renew")).click();
        String second = find(TextField.class).id("mcp-token").getValue();

        assertThat(second).startsWith("clab_").isNotEqualTo(first);
        assertThat(tokens.sandboxOf(first)).isEmpty();
        assertThat(tokens.sandboxOf(second)).contains(owner);
        assertThat(find(Paragraph.class).id("mcp-token-notice").getText()).contains("previous token no longer works");
        assertThat(find(Pre.class).id("mcp-config").getText()).contains(second).doesNotContain(first);

        test(find(Button.class).id("connect-agent-close")).click();
        assertThat(openDialog()).isEqualTo(second);
    }

    @Test
    void aTokenRenewedElsewhereIsNeverShownHereAndNoneIsMadeUp() {
        SandboxId owner = tokens.sandboxOf(openDialog()).orElseThrow();
        test(find(Button.class).id("connect-agent-close")).click();
        String renewedInAnotherBrowser = tokens.issue(owner);

        String shown = openDialog();

        assertThat(shown).isEqualTo(Texts.t(ConnectAgentDialog.HIDDEN));
        assertThat(find(Pre.class).id("mcp-config").getText()).contains("Bearer <your token>");
        assertThat(tokens.isCurrent(owner, renewedInAnotherBrowser)).isTrue();
    }

    private String openDialog() {
        test(find(Button.class).id(ConnectAgentButton.ID)).click();
        return find(TextField.class).id("mcp-token").getValue();
    }
}
