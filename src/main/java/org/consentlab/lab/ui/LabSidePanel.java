package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.tabs.TabSheet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import org.consentlab.agent.ui.AgentLauncher;
import org.consentlab.agent.ui.AgentPanel;
import org.consentlab.base.ui.LeanButton;
import org.consentlab.i18n.Texts;
import org.consentlab.inspector.ui.ToolInspector;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.toolcall.CallTimeline;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.ui.Timeline;
import org.consentlab.webmcp.ui.WebMcpBridge;
import org.jspecify.annotations.Nullable;

/**
 * The side panel beside every lab: Inspector, Agent and Timeline tabs, fed the page's tools
 * and callbacks, and the page's WebMCP bridge, which offers the same tools to an in-browser
 * agent. The scripted agents act on {@code delete_account}, so a page without that gate's
 * Confirm control (a null launcher) points to Lab 4 instead of running them. The panel folds
 * away to a narrow strip ({@code side-panel-toggle}) so that the lab has the width on small screens;
 * the bridge stays attached while it is folded. The Timeline lists the lab's own calls until the
 * learner asks for every lab's ({@code timeline-all-labs}, {@code aria-pressed}), as a lab's wire list does.
 */
public class LabSidePanel extends Composite<Div> {

    private final LongFunction<Optional<CallTimeline>> timelineOf;
    private final Supplier<List<ToolCall>> labCalls;
    private final Supplier<List<ToolCall>> allCalls;
    private final ToolInspector inspector;
    private boolean showingAll;
    private final TabSheet tabs = new TabSheet();
    private final WebMcpBridge webMcp;
    private final Button toggle = new LeanButton();
    /** Each tab's content, built the first time the tab is shown: most visits never open Agent or Timeline. */
    private final Map<Tab, Supplier<Component>> unbuilt = new HashMap<>();

    private @Nullable Timeline timeline;
    /** The Timeline's scope toggle, built with it. */
    private @Nullable Button allLabs;

    /**
     * vaadin-tabs keeps a scroll container with {@code tabindex="-1"} between its tablist and the
     * tabs, which assistive technology reads as a child a tablist may not have (axe:
     * aria-required-children). The container scrolls without it; the tabs stay focusable.
     */
    private static final String TABLIST_SCRIPT = """
            customElements.whenDefined('vaadin-tabs').then(() => {
              const tabs = $0.querySelector('vaadin-tabs');
              return tabs && Promise.resolve(tabs.updateComplete).then(() => {
                tabs.shadowRoot && tabs.shadowRoot.querySelectorAll('[part="tabs"][tabindex]')
                    .forEach(scroller => scroller.removeAttribute('tabindex'));
              });
            });""";

    /** Where the Timeline reads calls from: the lab's own newest, every lab's newest, and one call's timeline. */
    public record CallReads(
            Supplier<List<ToolCall>> labCalls,
            Supplier<List<ToolCall>> allCalls,
            LongFunction<Optional<CallTimeline>> timelineOf) {}

    public LabSidePanel(
            List<ToolDeclaration> tools,
            BiFunction<String, String, ToolResult> invoke,
            AgentLauncher agents,
            CallReads calls,
            WebMcpBridge webMcp) {
        this.labCalls = calls.labCalls();
        this.allCalls = calls.allCalls();
        this.inspector = new ToolInspector(tools, invoke);
        this.webMcp = webMcp;
        this.timelineOf = calls.timelineOf();
        Div root = getContent();
        root.addClassName("lab-side");
        tabs.setWidthFull();
        tab(getTranslation("lab.side.inspector"), "tab-inspector", () -> inspector);
        tab(
                getTranslation("lab.side.agent"),
                "tab-agent",
                () -> agents != null
                        ? new AgentPanel(agents)
                        : new Div(
                                new Paragraph(
                                        getTranslation("lab.side.agents-elsewhere", Texts.isolate("delete_account"))),
                                new Anchor("labs/account", getTranslation("lab.side.open-lab-4"))));
        tab(getTranslation("lab.side.timeline"), "tab-timeline", this::buildTimeline);
        tabs.addSelectedChangeListener(event -> build(event.getSelectedTab()));
        build(tabs.getSelectedTab());
        toggle.setId("side-panel-toggle");
        toggle.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
        toggle.addClassName("side-panel-toggle");
        toggle.addClickListener(click -> fold(tabs.isVisible()));
        fold(false);
        root.add(toggle, tabs, webMcp);
        refresh();
        // Run on the panel, not the tab sheet: the tab sheet keeps its node's list of before-response tasks, this
        // script among them, for as long as the page is open (about 1 KiB a page, in a heap dump of 300 pages).
        addAttachListener(attach -> root.getElement().executeJs(TABLIST_SCRIPT, root.getElement()));
    }

    /** The bridge that registers this page's tools with the browser's WebMCP API, if it has one. */
    public WebMcpBridge webMcp() {
        return webMcp;
    }

    private void tab(String label, String id, Supplier<Component> content) {
        Tab tab = tabs.add(label, new Div());
        tab.setId(id);
        unbuilt.put(tab, content);
    }

    private void build(@Nullable Tab tab) {
        Supplier<Component> content = tab == null ? null : unbuilt.remove(tab);
        if (content != null) {
            ((Div) tabs.getComponent(tab)).add(content.get());
        }
    }

    private Timeline buildTimeline() {
        allLabs = new LeanButton();
        allLabs.setId("timeline-all-labs");
        allLabs.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
        allLabs.addClickListener(click -> {
            showingAll = !showingAll;
            refresh();
        });
        timeline = new Timeline(timelineOf);
        timeline.scopeControl(allLabs);
        refresh();
        return timeline;
    }

    /** Folds the panel to its toggle (the lab takes the width) or opens it again. */
    void fold(boolean folded) {
        tabs.setVisible(!folded);
        getContent().setClassName("collapsed", folded);
        toggle.setText(getTranslation(folded ? "lab.side.show" : "lab.side.hide"));
        toggle.setIcon((folded ? VaadinIcon.ANGLE_DOUBLE_LEFT : VaadinIcon.ANGLE_DOUBLE_RIGHT).create());
        toggle.getElement().setAttribute("aria-expanded", String.valueOf(!folded));
        toggle.getElement()
                .setAttribute("title", getTranslation(folded ? "lab.side.show.title" : "lab.side.hide.title"));
    }

    /** Opens the Timeline tab, for a page whose lesson is the timeline. */
    public void showTimeline() {
        tabs.setSelectedIndex(2);
    }

    /** Re-reads the sandbox's calls for the Timeline, once it was opened; the owning page calls this on every change. */
    public void refresh() {
        show(showingAll ? allCalls.get() : labCalls.get());
    }

    /** As {@link #refresh()}, for a page that has just read this lab's newest calls itself: they are not read twice. */
    public void refresh(List<ToolCall> ofThisLab) {
        show(showingAll ? allCalls.get() : ofThisLab);
    }

    private void show(List<ToolCall> shown) {
        if (allLabs != null) {
            allLabs.setText(getTranslation(showingAll ? "lab.side.this-lab" : "lab.side.all-labs"));
            allLabs.getElement().setAttribute("aria-pressed", String.valueOf(showingAll));
        }
        inspector.refresh(shown);
        if (timeline != null) {
            timeline.emptyText(getTranslation(showingAll ? "lab.side.empty.sandbox" : "lab.side.empty.lab"));
            timeline.show(shown);
        }
    }
}
