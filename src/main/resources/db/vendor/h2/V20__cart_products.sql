-- Labs 2 and 3: each sandbox's products and cart. Cheap, reversible-by-user writes: the tools
-- that change these rows run at once, with no gate, and write the wire as they reach them.
CREATE TABLE product (
    sandbox_id       VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    sku              VARCHAR(32)  NOT NULL,
    name             VARCHAR(120) NOT NULL,
    description      VARCHAR(500) NOT NULL,
    price_cents      INT          NOT NULL,
    saved_for_later  BOOLEAN      NOT NULL DEFAULT FALSE,
    PRIMARY KEY (sandbox_id, sku)
);

CREATE TABLE cart_item (
    id          BIGINT AUTO_INCREMENT PRIMARY KEY,
    sandbox_id  VARCHAR(36) NOT NULL REFERENCES sandbox (id),
    sku         VARCHAR(32) NOT NULL,
    quantity    INT         NOT NULL,
    call_id     BIGINT      REFERENCES tool_call (id),
    added_at    TIMESTAMP(3) WITH TIME ZONE NOT NULL
);
CREATE INDEX cart_item_sandbox ON cart_item (sandbox_id, id);

-- Sandboxes created before this migration get the same products a new sandbox is seeded with.
INSERT INTO product (sandbox_id, sku, name, description, price_cents, saved_for_later)
SELECT id, 'MUG-01', 'Trail mug', 'Enamel mug for camp coffee, 350 ml.', 1400, FALSE FROM sandbox;
INSERT INTO product (sandbox_id, sku, name, description, price_cents, saved_for_later)
SELECT id, 'LAMP-02', 'Desk lamp', 'Warm LED desk lamp with a fabric cable.', 3900, FALSE FROM sandbox;
INSERT INTO product (sandbox_id, sku, name, description, price_cents, saved_for_later)
SELECT id, 'BOOK-03', 'Field notebook', 'Pocket notebook, 48 dotted pages.', 950, FALSE FROM sandbox;
