package org.consentlab.product;

/** One product in a sandbox's shop. */
public record Product(String sku, String name, String description, int priceCents, boolean savedForLater) {

    public String price() {
        return "€%d.%02d".formatted(priceCents / 100, priceCents % 100);
    }
}
