package org.consentlab.inspector.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import java.util.List;
import org.consentlab.i18n.Verbatim;
import org.consentlab.tool.ToolAnnotations;
import org.consentlab.tool.ToolDeclaration;

/**
 * Every tool of a page as an agent would be told about it: name, title, description, input
 * schema and annotations, plus the risk declaration and the decision the policy ladder requires.
 */
public class ToolList extends Composite<Div> {

    public ToolList(String id, List<ToolDeclaration> tools) {
        Div root = getContent();
        root.setId(id);
        root.addClassName("tool-list");
        tools.forEach(tool -> root.add(entry(tool)));
    }

    private static Div entry(ToolDeclaration tool) {
        ToolAnnotations a = tool.annotations();
        Paragraph risk = new Paragraph("risk: %s · confirm %s → requires %s"
                .formatted(
                        tool.risk().summary(),
                        tool.risk().confirm().label(),
                        tool.requiredDecision().label()));
        Paragraph hints = new Paragraph("readOnlyHint=%s consequentialHint=%s destructiveHint=%s idempotentHint=%s"
                .formatted(a.readOnlyHint(), a.consequentialHint(), a.destructiveHint(), a.idempotentHint()));
        Pre schema = new Pre(tool.inputSchema());
        schema.addClassName("tool-declaration");
        Div entry = new Div(
                new H3(tool.name() + " · " + tool.title()), new Paragraph(tool.description()), risk, hints, schema);
        entry.setId("registered-tool-" + tool.name());
        // Every line is the declaration an agent is told, as the page registers it: English, never translated.
        Verbatim.english(entry);
        entry.addClassName("tool-entry");
        return entry;
    }
}
