package org.consentlab.toolcall.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import java.util.function.Function;
import org.consentlab.base.Timestamps;
import org.consentlab.base.ui.LeanButton;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.CallLab;
import org.consentlab.toolcall.HoldState;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.jspecify.annotations.Nullable;

/**
 * The wire, oldest first: one line per effect request that reached a system of record, each naming
 * its lab. It shows the newest {@link #WINDOW} entries: feed it {@code WireLog.latest(sandbox, WINDOW + 1)}.
 * A lab's list reads that lab's own effects (recorded with each request, {@code CallLab}) by
 * default, and says so ({@code <id>-scope}); a toggle ({@code <id>-whole-sandbox}, {@code aria-pressed})
 * reads every effect of the sandbox instead, because the other labs' requests are on the same wire.
 * Either way one indexed read of the scope shown, never a filter over a window of the other.
 */
public class WireList extends Composite<Div> {

    public static final int WINDOW = 50;

    private final Entries entries;
    private final int lab;
    private final Button wholeSandbox = new LeanButton();
    /** A block of its own, so that the toggle sits on its own line at every width. */
    private final Div scope = new Div();

    private boolean showingAll;
    private Function<Boolean, List<WireEntry>> read = whole -> List.of();

    /** The whole sandbox's wire, with no scope to switch. */
    public WireList(String id) {
        this.lab = CallLab.NONE;
        this.entries = new Entries(id, false);
        wholeSandbox.setVisible(false);
        scope.setVisible(false);
        getContent().add(entries);
    }

    /** Lab {@code lab}'s list: its own effects, until the learner asks for the whole sandbox's. */
    public WireList(String id, int lab) {
        this.lab = lab;
        this.entries = new Entries(id, true);
        scope.setId(id + "-scope");
        scope.addClassName("muted");
        wholeSandbox.setId(id + "-whole-sandbox");
        wholeSandbox.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
        wholeSandbox.addClickListener(click -> {
            showingAll = !showingAll;
            render();
        });
        getContent().add(scope, wholeSandbox, entries);
    }

    /**
     * Shows these entries: all of them in a list with no scope to switch, else the lab's own among
     * them until the learner asks for all. A lab's list is fed the whole wire this way, never a window
     * of it, or the window of other labs' requests could hide the lab's own.
     */
    public void show(List<WireEntry> wire) {
        read = whole -> whole || !wholeSandbox.isVisible()
                ? wire
                : wire.stream().filter(entry -> entry.ofLab(lab)).toList();
        render();
    }

    /** Reads the sandbox's wire in the scope shown, now and whenever the learner switches it. */
    public void show(WireLog wire, SandboxId sandbox) {
        read = whole -> whole ? wire.latest(sandbox, WINDOW + 1) : wire.latestOfLab(sandbox, lab, WINDOW + 1);
        render();
    }

    private void render() {
        wholeSandbox.setText(
                showingAll
                        ? getTranslation("toolcall.wire.lab-only", lab)
                        : getTranslation("toolcall.wire.whole-sandbox"));
        wholeSandbox.getElement().setAttribute("aria-pressed", String.valueOf(showingAll));
        scope.setText(
                showingAll
                        ? getTranslation("toolcall.wire.scope.whole")
                        : getTranslation("toolcall.wire.scope.lab", lab));
        entries.emptyText(
                showingAll || !wholeSandbox.isVisible()
                        ? getTranslation("toolcall.wire.empty")
                        : getTranslation("toolcall.wire.empty.lab", lab));
        entries.show(read.apply(showingAll));
    }

    /** The windowed list itself. */
    private static final class Entries extends NewestEntries<WireEntry> {

        private final boolean namesLab;

        Entries(String id, boolean namesLab) {
            super(WINDOW, list(id), Texts.t("toolcall.wire.empty"), Texts.t("toolcall.wire.earlier"));
            this.namesLab = namesLab;
        }

        private static UnorderedList list(String id) {
            UnorderedList entries = new UnorderedList();
            entries.setId(id);
            return entries;
        }

        @Override
        protected ListItem item(WireEntry entry) {
            // The request is what went out on the wire, never translated: set apart, left to right.
            ListItem line = new ListItem(
                    new Span(Timestamps.clock(entry.at()) + "  "), Verbatim.code(new Span(entry.request())));
            StringBuilder rest = new StringBuilder();
            if (entry.callId() != null) {
                rest.append("  (")
                        .append(Texts.t("toolcall.call", String.valueOf(entry.callId())))
                        .append(")");
            }
            if (entry.hold() != HoldState.STRAIGHT_THROUGH) {
                rest.append("  · ")
                        .append(Texts.t(
                                "toolcall.wire.hold." + entry.hold().name().toLowerCase()));
            }
            if (namesLab) {
                rest.append("  · ").append(labName(entry.lab()));
            }
            line.add(new Span(rest.toString()));
            return line;
        }
    }

    /** The lab a wire line was recorded for, as {@code CallLab} records it. */
    static String labName(@Nullable Integer lab) {
        if (lab == null) {
            return Texts.t("toolcall.wire.lab.unrecorded");
        }
        return lab == CallLab.NONE ? Texts.t("toolcall.wire.lab.none") : Texts.t("toolcall.wire.lab", lab);
    }
}
