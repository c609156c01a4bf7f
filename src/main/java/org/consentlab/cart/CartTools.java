package org.consentlab.cart;

import org.consentlab.product.Products;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.WireLog;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.JsonNode;

/**
 * {@code add_to_cart} and {@code remove_from_cart}: writes the user can undo, so the policy
 * ladder asks for no decision and they run at once, whichever path called them.
 */
@Configuration(proxyBeanMethods = false)
class CartTools {

    static final String ADD = "add_to_cart";
    static final String REMOVE = "remove_from_cart";
    private static final RiskDeclaration REVERSIBLE_WRITE =
            RiskDeclaration.of(Kind.WRITE, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT);

    @Bean
    Tool addToCartTool(Cart cart, Products products, WireLog wire) {
        ToolDeclaration declaration = ToolDeclaration.of(
                ADD,
                "Add to cart",
                "Puts a product in the learner's cart. Runs at once; the learner can undo it.",
                """
                {"type":"object","properties":{"sku":{"type":"string","pattern":"^[A-Z0-9-]{1,32}$",\
                "description":"The product's SKU, e.g. MUG-01"},"quantity":{"type":"integer","minimum":1,"maximum":10,\
                "description":"How many, 1 to 10; 1 when left out"}},"required":["sku"],"additionalProperties":false}""",
                "{\"sku\":\"MUG-01\",\"quantity\":1}",
                REVERSIBLE_WRITE,
                false);
        return new Tool(declaration, call -> {
            String sku = call.args().get("sku").asString();
            JsonNode quantity = call.args().get("quantity");
            int count = quantity == null ? 1 : quantity.asInt();
            if (products.find(call.sandbox(), sku).isEmpty()) {
                return ToolResponse.error("No product " + sku + ". Nothing was changed.");
            }
            wire.record(call.sandbox(), call.callId(), "POST", "/api/cart/items");
            cart.add(call.sandbox(), call.callId(), sku, count);
            return ToolResponse.done("Added %d × %s. %s".formatted(count, sku, holds(cart.count(call.sandbox()))));
        });
    }

    @Bean
    Tool removeFromCartTool(Cart cart, WireLog wire) {
        ToolDeclaration declaration = ToolDeclaration.of(
                REMOVE,
                "Remove from cart",
                "Takes the newest cart line out (of the given SKU, if one is given). This is also the page's Undo.",
                """
                {"type":"object","properties":{"sku":{"type":"string","pattern":"^[A-Z0-9-]{1,32}$",\
                "description":"Remove the newest line of this SKU; the newest line of any SKU when left out"}},\
                "additionalProperties":false}""",
                "{}",
                REVERSIBLE_WRITE,
                false);
        return new Tool(declaration, call -> {
            JsonNode sku = call.args().get("sku");
            return cart.newest(call.sandbox(), sku == null ? null : sku.asString())
                    .map(line -> {
                        wire.record(call.sandbox(), call.callId(), "DELETE", "/api/cart/items/" + line.id());
                        cart.remove(call.sandbox(), line.id());
                        return ToolResponse.done("Removed %d × %s. %s"
                                .formatted(line.quantity(), line.sku(), holds(cart.count(call.sandbox()))));
                    })
                    .orElseGet(() -> ToolResponse.done("The cart holds no such item; nothing was removed."));
        });
    }

    private static String holds(int items) {
        return "The cart now holds %d item%s.".formatted(items, items == 1 ? "" : "s");
    }
}
