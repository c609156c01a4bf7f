package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.tabs.TabSheet;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import org.consentlab.agent.ui.AgentLauncher;
import org.consentlab.agent.ui.AgentPanel;
import org.consentlab.inspector.ui.ToolInspector;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.toolcall.CallTimeline;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.ui.Timeline;

/**
 * The side panel beside every lab: Inspector, Agent and Timeline tabs, fed the page's tools
 * and callbacks. The scripted agents act on {@code delete_account}, so a page without that
 * gate's Confirm control (a null launcher) points to Lab 4 instead of running them.
 */
public class LabSidePanel extends Composite<Div> {

    private final Timeline timeline;
    private final Supplier<List<ToolCall>> calls;
    private final TabSheet tabs = new TabSheet();

    public LabSidePanel(List<ToolDeclaration> tools, BiFunction<String, String, ToolResult> invoke,
                        AgentLauncher agents, Supplier<List<ToolCall>> calls,
                        LongFunction<Optional<CallTimeline>> timelineOf) {
        this.calls = calls;
        this.timeline = new Timeline(timelineOf);
        Div root = getContent();
        root.addClassName("lab-side");
        tabs.setWidthFull();
        tab("Inspector", "tab-inspector", new ToolInspector(tools, invoke));
        tab("Agent", "tab-agent", agents != null ? new AgentPanel(agents) : new Div(new Paragraph(
                "The scripted agents act on delete_account. Run them in Lab 4."), new Anchor("labs/account", "Open Lab 4")));
        tab("Timeline", "tab-timeline", timeline);
        root.add(tabs);
        refresh();
    }

    private void tab(String label, String id, com.vaadin.flow.component.Component content) {
        Tab tab = tabs.add(label, content);
        tab.setId(id);
    }

    /** Re-reads the sandbox's calls; the owning page calls this whenever its sandbox changes. */
    public void refresh() {
        timeline.show(calls.get());
    }
}
