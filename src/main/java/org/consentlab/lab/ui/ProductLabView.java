package org.consentlab.lab.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.cart.Cart;
import org.consentlab.product.Product;
import org.consentlab.product.Products;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.WireLog;
import org.consentlab.toolcall.ui.WireList;

/** Lab 3: the gradient. A read needs no gate; cheap reversible writes fire directly. */
@Menu(order = 3, title = "3 · Product page", icon = "vaadin:package")
@Route(value = "labs/product", layout = MainLayout.class)
@PageTitle("Lab 3 · Product page · Consent Lab")
@AnonymousAllowed
class ProductLabView extends Div {

    static final String ROUTE = "/labs/product";
    private static final String[] TOOLS = {"get_product_details", "add_to_cart", "save_for_later", "remove_from_saved"};

    private final SandboxId sandbox;
    private final LabSurfaces surfaces;
    private final LabSurfaces.Page page;
    private final Products products;
    private final Cart cart;
    private final WireLog wire;
    private final LabSidePanel side;
    private final Div shelf = new Div();
    private final Span inCart = new Span();
    private final Paragraph last = new Paragraph();
    private final WireList wireList = new WireList("wire-log", 3);
    private final ExercisePanel exercise;

    ProductLabView(CurrentSandbox current, LabSurfaces surfaces, ProductLabModel model, SandboxEvents events) {
        this.sandbox = current.get();
        this.surfaces = surfaces;
        this.page = new LabSurfaces.Page(sandbox, current.sessionRef(), ROUTE);
        this.products = model.products();
        this.cart = model.cart();
        this.wire = model.wire();
        addClassName("lab-layout");
        shelf.addClassName("product-shelf");
        inCart.setId("product-cart-count");
        last.setId("product-result");
        exercise = surfaces.exercise(sandbox, 3);
        Div gradient = new Div();
        gradient.setId("tool-gradient");
        model.registry()
                .declarations(TOOLS)
                .forEach(tool -> gradient.add(new Paragraph("%s · %s → %s"
                        .formatted(
                                tool.name(),
                                tool.risk().summary(),
                                tool.requiredDecision().label()))));
        Div lab = new Div(
                new H1("Lab 3 · Product page"),
                new Paragraph("One gradient. get_product_details only reads: nothing changes, so it needs no gate. "
                        + "add_to_cart and save_for_later change something the learner can undo (remove_from_saved takes a "
                        + "product off the saved list again), so they fire directly too. Nothing here can do harm, so "
                        + "nothing here asks."),
                exercise,
                gradient,
                shelf,
                new Div(new Span("Items in cart: "), inCart),
                last,
                new H2("Wire"),
                wireList);
        lab.addClassName("lab-main");
        side = surfaces.sidePanel(page, TOOLS);
        add(lab, side);
        refresh();
        events.refreshWhileAttached(this, sandbox, this::refresh);
    }

    private Div card(Product product) {
        Button add = new Button("Add to cart", e -> act("add_to_cart", product));
        add.setId("product-add-" + product.sku());
        Button save =
                new Button(product.savedForLater() ? "Saved" : "Save for later", e -> act("save_for_later", product));
        save.setId("product-save-" + product.sku());
        save.setEnabled(!product.savedForLater());
        HorizontalLayout controls = new HorizontalLayout(add, save);
        if (product.savedForLater()) {
            Button unsave = new Button("Remove from saved", e -> act("remove_from_saved", product));
            unsave.setId("product-unsave-" + product.sku());
            controls.add(unsave);
        }
        // The SKU is what the tools take ({"sku": ...}), so the card shows it for the learner to copy.
        Span sku = new Span("SKU " + product.sku());
        sku.setId("product-sku-" + product.sku());
        sku.addClassName("product-sku");
        Div card = new Div(
                new H2(product.name() + " · " + product.price()), sku, new Paragraph(product.description()), controls);
        card.addClassName("product-card");
        return card;
    }

    private void act(String tool, Product product) {
        last.setText(surfaces.invoke(page, Channel.BUTTON, "learner", tool, "{\"sku\":\"" + product.sku() + "\"}")
                .text());
    }

    private void refresh() {
        shelf.removeAll();
        products.all(sandbox).forEach(product -> shelf.add(card(product)));
        inCart.setText(String.valueOf(cart.count(sandbox)));
        wireList.show(wire, sandbox);
        exercise.refresh();
        side.refresh();
    }
}
