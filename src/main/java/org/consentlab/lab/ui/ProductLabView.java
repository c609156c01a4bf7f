package org.consentlab.lab.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.cart.Cart;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;
import org.consentlab.product.Product;
import org.consentlab.product.Products;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.tool.Kind;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.toolcall.WireLog;
import org.consentlab.toolcall.ui.WireList;

/** Lab 3: the gradient. A read needs no gate; cheap reversible writes fire directly. */
@Menu(order = 3, title = "3 · Product page", icon = "vaadin:package")
@Route(value = "labs/product", layout = MainLayout.class)
@AnonymousAllowed
class ProductLabView extends Div implements HasDynamicTitle {

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
        // The line under the cards is the tool's answer, as an agent would receive it: never translated.
        Verbatim.english(last);
        exercise = surfaces.exercise(sandbox, 3);
        Div gradient = new Div();
        gradient.setId("tool-gradient");
        model.registry()
                .declarations(TOOLS)
                .forEach(tool -> gradient.add(new Paragraph(getTranslation(
                        "lab.3.gradient",
                        Texts.isolate(tool.name()),
                        riskSummary(tool.risk()),
                        getTranslation(
                                "lab.rung." + tool.requiredDecision().name().toLowerCase())))));
        Div lab = new Div(
                new H1(getTranslation("lab.3.title")),
                new Paragraph(getTranslation(
                        "lab.3.intro",
                        Texts.isolate("get_product_details"),
                        Texts.isolate("add_to_cart"),
                        Texts.isolate("save_for_later"),
                        Texts.isolate("remove_from_saved"))),
                exercise,
                gradient,
                shelf,
                new Div(new Span(getTranslation("lab.items-in-cart") + " "), inCart),
                last,
                new H2(getTranslation("lab.wire")),
                wireList);
        lab.addClassName("lab-main");
        side = surfaces.sidePanel(page, TOOLS);
        add(lab, side);
        refresh();
        events.refreshWhileAttached(this, sandbox, this::refresh);
    }

    private Div card(Product product) {
        Button add = new Button(getTranslation("lab.3.add"), e -> act("add_to_cart", product));
        add.setId("product-add-" + product.sku());
        Button save = new Button(
                getTranslation(product.savedForLater() ? "lab.3.saved" : "lab.3.save"),
                e -> act("save_for_later", product));
        save.setId("product-save-" + product.sku());
        save.setEnabled(!product.savedForLater());
        HorizontalLayout controls = new HorizontalLayout(add, save);
        if (product.savedForLater()) {
            Button unsave = new Button(getTranslation("lab.3.unsave"), e -> act("remove_from_saved", product));
            unsave.setId("product-unsave-" + product.sku());
            controls.add(unsave);
        }
        // The SKU is what the tools take ({"sku": ...}), so the card shows it for the learner to copy.
        Span sku = new Span(getTranslation("lab.3.sku", Texts.isolate(product.sku())));
        sku.setId("product-sku-" + product.sku());
        sku.addClassName("product-sku");
        Div card = new Div(
                new H2(getTranslation(
                        "lab.3.product", shopText(product, "name", product.name()), Texts.money(product.priceCents()))),
                sku,
                new Paragraph(shopText(product, "description", product.description())),
                controls);
        card.addClassName("product-card");
        return card;
    }

    /** Kind and reversibility as a person reads them; a read changes nothing, and is said so. */
    private String riskSummary(RiskDeclaration risk) {
        return risk.kind() == Kind.READ
                ? getTranslation("lab.risk.read")
                : getTranslation(
                        "lab.risk",
                        getTranslation("lab.kind." + risk.kind().label()),
                        getTranslation(
                                "lab.reversibility." + risk.reversibility().label()));
    }

    /**
     * The shop's own words for a seeded product in the page's language; the record's (English, what
     * get_product_details returns to an agent) for any product the bundle does not know.
     */
    private String shopText(Product product, String part, String recorded) {
        String translated = getTranslation("product.item." + product.sku() + "." + part);
        return translated.startsWith("!product.") ? recorded : translated;
    }

    private void act(String tool, Product product) {
        last.setText(surfaces.invoke(page, Channel.BUTTON, "learner", tool, "{\"sku\":\"" + product.sku() + "\"}")
                .text());
    }

    private void refresh() {
        shelf.removeAll();
        products.all(sandbox).forEach(product -> shelf.add(card(product)));
        inCart.setText(Texts.number(cart.count(sandbox)));
        wireList.show(wire, sandbox);
        exercise.refresh();
        side.refresh();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("lab.3.page-title");
    }
}
