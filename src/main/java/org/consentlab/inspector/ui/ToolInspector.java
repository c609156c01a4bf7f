package org.consentlab.inspector.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.KeyModifier;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextArea;
import java.util.List;
import java.util.function.BiFunction;
import org.consentlab.base.ui.LeanButton;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolResult;

/**
 * Invokes the page's tools the way an agent would. The result pane shows the MCP-style
 * {@code content} array verbatim, so the learner reads exactly what the agent reads.
 */
public class ToolInspector extends Composite<VerticalLayout> {

    private final Select<ToolDeclaration> tool = new Select<>();
    private final Paragraph description = new Paragraph();
    private final Pre declaration = new Pre();
    private final TextArea args = new TextArea(Texts.t("inspector.arguments"));
    private final Pre result = new Pre(Texts.t("inspector.nothing-yet"));
    private final Span state = new Span();
    private long lastCall = -1;

    /** {@code invoke} gets the tool name and the raw argument text, exactly as typed. */
    public ToolInspector(List<ToolDeclaration> tools, BiFunction<String, String, ToolResult> invoke) {
        VerticalLayout layout = getContent();
        layout.addClassName("inspector");
        layout.setPadding(false);
        tool.setId("inspector-tool");
        tool.setLabel(getTranslation("inspector.tool"));
        tool.setItems(tools);
        tool.setItemLabelGenerator(ToolDeclaration::name);
        tool.addValueChangeListener(event -> show(event.getValue()));
        // The declaration is what an agent is told about the tool, shown as sent: English, never translated.
        Verbatim.english(description).addClassName("tool-description");
        Verbatim.english(declaration).addClassName("tool-declaration");
        args.setId("inspector-args");
        // JSON is code: it keeps left to right inside a right-to-left page, or its braces swap sides.
        args.getElement().setAttribute("dir", "ltr");
        args.setWidthFull();
        args.setHelperText(getTranslation("inspector.shortcut"));
        // The field is marked invalid by what the service refused, not by a check of its own.
        args.setManualValidation(true);
        // Lean: every open lab page holds this button, and its clicks need no coordinates or modifier keys.
        Button invokeButton = new LeanButton(getTranslation("inspector.invoke"), event -> {
            ToolResult answer = invoke.apply(tool.getValue().name(), args.getValue());
            result.setText(answer.asAgentSees());
            // What the agent received is protocol, shown verbatim: English, never translated.
            Verbatim.english(result);
            lastCall = answer.callId();
            showState(answer.state());
            showErrors(answer);
        });
        invokeButton.setId("inspector-invoke");
        invokeButton.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        // Blur and refocus first, so the typed arguments reach the server before the click does.
        invokeButton
                .addClickShortcut(Key.ENTER, KeyModifier.CONTROL)
                .listenOn(args)
                .resetFocusOnActiveElement();
        result.setId("inspector-result");
        result.addClassName("agent-result");
        state.setId("inspector-state");
        layout.add(
                new H2(getTranslation("inspector.title")),
                tool,
                description,
                declaration,
                args,
                invokeButton,
                state,
                result);
        tool.setValue(tools.getFirst());
    }

    /**
     * The last invoked call's state, as the records say now: a call that waited for the person moves
     * on when they decide. Fed the page's recent calls; a call not among them keeps the state shown.
     */
    public void refresh(List<ToolCall> recent) {
        recent.stream().filter(call -> call.id() == lastCall).findFirst().ifPresent(call -> showState(call.state()));
    }

    private void showState(CallState now) {
        // The state's name is the lifecycle's own word, kept as in code in every language.
        state.setText(getTranslation("inspector.state", String.valueOf(lastCall), Texts.isolate(now.label())));
    }

    private void show(ToolDeclaration selected) {
        if (selected == null) {
            return;
        }
        // Both texts interned: every open page with the same tool shows the same declaration, held once.
        description.setText((selected.title() + ". " + selected.description()).intern());
        var annotations = selected.annotations();
        declaration.setText("""
                risk: %s · confirm %s
                requires: %s (%s)
                annotations: readOnlyHint=%s consequentialHint=%s destructiveHint=%s idempotentHint=%s
                inputSchema: %s""".formatted(
                selected.risk().summary(),
                selected.risk().confirm().label(),
                selected.requiredDecision().label(),
                selected.risk().requirement(),
                annotations.readOnlyHint(),
                annotations.consequentialHint(),
                annotations.destructiveHint(),
                annotations.idempotentHint(),
                selected.inputSchema()).intern());
        args.setValue(selected.exampleArgs());
        args.setInvalid(false);
    }

    /** A refused call's reasons go on the arguments field, one line per offending field. */
    private void showErrors(ToolResult answer) {
        boolean refused = answer.isError() && answer.state() == CallState.OUTPUT_ERROR;
        args.setInvalid(refused);
        args.setErrorMessage(refused ? answer.text().replace("; ", "\n") : null);
    }
}
