package org.consentlab.product;

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

/** Lab 3's gradient: a read that needs no gate, and a cheap reversible write (and its undo) that fire at once. */
@Configuration(proxyBeanMethods = false)
class ProductTools {

    static final String SKU_SCHEMA = """
            {"type":"object","properties":{"sku":{"type":"string","pattern":"^[A-Z0-9-]{1,32}$",\
            "description":"The product's SKU, e.g. MUG-01"}},"required":["sku"],"additionalProperties":false}""";

    @Bean
    Tool getProductDetailsTool(Products products) {
        ToolDeclaration declaration = ToolDeclaration.of(
                "get_product_details",
                "Read a product",
                "Returns a product's name, price, description and whether it is saved for later. Reads only.",
                SKU_SCHEMA,
                "{\"sku\":\"MUG-01\"}",
                RiskDeclaration.of(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT),
                true);
        return new Tool(
                declaration,
                call -> products.find(call.sandbox(), call.args().get("sku").asString())
                        .map(p -> ToolResponse.done("%s (%s): %s %s%s"
                                .formatted(
                                        p.name(),
                                        p.sku(),
                                        p.price(),
                                        p.description(),
                                        p.savedForLater() ? " Saved for later." : "")))
                        .orElseGet(() -> ToolResponse.error(
                                "No product " + call.args().get("sku").asString() + ". Nothing was changed.")));
    }

    @Bean
    Tool saveForLaterTool(Products products, WireLog wire) {
        ToolDeclaration declaration = ToolDeclaration.of(
                "save_for_later",
                "Save a product for later",
                "Puts a product on the learner's saved-for-later list. The learner can take it off again.",
                SKU_SCHEMA,
                "{\"sku\":\"LAMP-02\"}",
                RiskDeclaration.of(Kind.WRITE, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT),
                true);
        return new Tool(declaration, call -> {
            String sku = call.args().get("sku").asString();
            if (products.find(call.sandbox(), sku).isEmpty()) {
                return ToolResponse.error("No product " + sku + ". Nothing was changed.");
            }
            wire.record(call.sandbox(), call.callId(), "POST", "/api/saved-items");
            products.markSaved(call.sandbox(), sku);
            return ToolResponse.done("Saved " + sku + " for later.");
        });
    }

    /** The undo of save_for_later: as cheap and reversible (save it again), so as ungated. */
    @Bean
    Tool removeFromSavedTool(Products products, WireLog wire) {
        ToolDeclaration declaration = ToolDeclaration.of(
                "remove_from_saved",
                "Take a product off the saved list",
                "Takes a product off the learner's saved-for-later list; saving it again puts it back.",
                SKU_SCHEMA,
                "{\"sku\":\"LAMP-02\"}",
                RiskDeclaration.of(Kind.WRITE, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT),
                true);
        return new Tool(declaration, call -> {
            String sku = call.args().get("sku").asString();
            var product = products.find(call.sandbox(), sku);
            if (product.isEmpty()) {
                return ToolResponse.error("No product " + sku + ". Nothing was changed.");
            }
            if (!product.get().savedForLater()) {
                return ToolResponse.done(sku + " is not on the saved list. Nothing was changed.");
            }
            wire.record(call.sandbox(), call.callId(), "DELETE", "/api/saved-items/" + sku);
            products.markUnsaved(call.sandbox(), sku);
            return ToolResponse.done("Took " + sku + " off the saved list.");
        });
    }
}
