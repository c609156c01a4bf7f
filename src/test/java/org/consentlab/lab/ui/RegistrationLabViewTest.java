package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.textfield.TextArea;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class RegistrationLabViewTest extends LabBrowserlessTest {

    @Autowired
    ToolRegistry registry;

    @Test
    void listsEveryToolItWouldRegisterWithItsDeclaration() {
        navigate(RegistrationLabView.class);
        for (Tool tool : registry.all()) {
            assertThat(find(Div.class).withId("registered-tool-" + tool.name()).exists())
                    .as(tool.name())
                    .isTrue();
        }
        String deleteAccount = find(Div.class)
                .id("registered-tool-delete_account")
                .getElement()
                .getTextRecursively();
        assertThat(deleteAccount)
                .contains("danger · irreversible-bounded · confirm always → requires consent naming the consequence")
                .contains("destructiveHint=true")
                .contains("\"reason\"");
        String addToCart =
                find(Div.class).id("registered-tool-add_to_cart").getElement().getTextRecursively();
        assertThat(addToCart).contains("requires none").contains("readOnlyHint=false consequentialHint=false");
    }

    @Test
    void saysItIsCheckingUntilTheBrowserAnswersAndKeepsTheSidePanel() {
        navigate(RegistrationLabView.class);
        // Browserless runs no browser code: the status stays at its first words. Chromium's answer is
        // checked by the real-browser test.
        assertThat(find(Span.class).id("webmcp-status").getText()).isEqualTo("checking this browser…");
        assertThat(find(Tab.class).withId("tab-agent").exists()).isTrue();
        test(find(com.vaadin.flow.component.tabs.TabSheet.class).all().getFirst())
                .select("Agent");
        assertThat(find(com.vaadin.flow.component.button.Button.class)
                        .withId("agent-run")
                        .exists())
                .as("no scripted agents on a page without the gate's Confirm control")
                .isFalse();
    }

    @Test
    @SuppressWarnings("unchecked")
    void aSchemaErrorNamesItsFieldFromTheArgumentsRoot() {
        navigate(RegistrationLabView.class);
        Select<ToolDeclaration> tool = find(Select.class).id("inspector-tool");
        tool.setValue(tool.getListDataView()
                .getItems()
                .filter(t -> t.name().equals("add_to_cart"))
                .findFirst()
                .orElseThrow());
        test(find(TextArea.class).id("inspector-args")).setValue("{\"quantity\":1.5}");
        test(find(Button.class).id("inspector-invoke")).click();
        String errors = find(TextArea.class).id("inspector-args").getErrorMessage();
        assertThat(errors).contains("arguments/quantity: 1.5 is not a whole number");
        test(find(TextArea.class).id("inspector-args")).setValue("{\"quantity\":2}");
        test(find(Button.class).id("inspector-invoke")).click();
        errors = find(TextArea.class).id("inspector-args").getErrorMessage();
        assertThat(errors).contains("arguments: required property 'sku' not found");
        assertThat(errors.lines()).as(errors).noneMatch(line -> line.startsWith(":") || line.contains(" : "));
    }
}
