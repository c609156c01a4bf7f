package org.consentlab.lab.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.consentlab.base.Timestamps;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.cart.Cart;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.WireLog;
import org.consentlab.toolcall.ui.WireList;

/** Lab 2: a reversible write fires at once, has an undo, and shows live in every tab of the sandbox. */
@Menu(order = 2, title = "2 · Cart counter", icon = "vaadin:cart")
@Route(value = "labs/cart", layout = MainLayout.class)
@AnonymousAllowed
class CartLabView extends Div implements HasDynamicTitle {

    static final String ROUTE = "/labs/cart";

    private final SandboxId sandbox;
    private final Cart cart;
    private final WireLog wire;
    private final LabSidePanel side;
    private final Span count = new Span();
    private final UnorderedList lines = new UnorderedList();
    private final Paragraph last = new Paragraph();
    private final WireList wireList = new WireList("wire-log", 2);
    private final ExercisePanel exercise;

    CartLabView(CurrentSandbox current, Cart cart, WireLog wire, SandboxEvents events, LabSurfaces surfaces) {
        this.sandbox = current.get();
        this.cart = cart;
        this.wire = wire;
        addClassName("lab-layout");
        LabSurfaces.Page page = new LabSurfaces.Page(sandbox, current.sessionRef(), ROUTE);
        count.setId("cart-count");
        count.addClassName("cart-count");
        last.setId("cart-result");
        // The line under the buttons is the tool's answer, as an agent would receive it: never translated.
        Verbatim.english(last);
        Button add = new Button(
                getTranslation("lab.2.add"),
                e -> last.setText(surfaces.invoke(
                                page, Channel.BUTTON, "learner", "add_to_cart", "{\"sku\":\"MUG-01\",\"quantity\":1}")
                        .text()));
        add.setId("cart-add");
        add.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Button undo = new Button(
                getTranslation("lab.2.undo"),
                e -> last.setText(surfaces.invoke(page, Channel.BUTTON, "learner", "remove_from_cart", "{}")
                        .text()));
        undo.setId("cart-undo");
        lines.setId("cart-lines");
        exercise = surfaces.exercise(sandbox, 2);
        Div lab = new Div(
                new H1(getTranslation("lab.2.title")),
                new Paragraph(getTranslation("lab.2.intro", Texts.isolate("add_to_cart"))),
                exercise,
                new Div(new Span(getTranslation("lab.items-in-cart") + " "), count),
                new HorizontalLayout(add, undo),
                last,
                new H2(getTranslation("lab.2.cart")),
                lines,
                new H2(getTranslation("lab.wire")),
                wireList);
        lab.addClassName("lab-main");
        side = surfaces.sidePanel(page, "add_to_cart", "remove_from_cart");
        add(lab, side);
        refresh();
        events.refreshWhileAttached(this, sandbox, this::refresh);
    }

    private void refresh() {
        count.setText(Texts.number(cart.count(sandbox)));
        lines.removeAll();
        cart.lines(sandbox)
                .forEach(line -> lines.add(new ListItem(getTranslation(
                        line.callId() == null ? "lab.2.line" : "lab.2.line.by-call",
                        Texts.isolate(line.sku()),
                        line.quantity(),
                        Timestamps.clock(line.addedAt()),
                        String.valueOf(line.callId())))));
        if (lines.getChildren().findAny().isEmpty()) {
            lines.add(new ListItem(getTranslation("lab.2.empty")));
        }
        wireList.show(wire, sandbox);
        exercise.refresh();
        side.refresh();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("lab.2.page-title");
    }
}
