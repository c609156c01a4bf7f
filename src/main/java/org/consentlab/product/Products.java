package org.consentlab.product;

import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Reads a sandbox's products; seeds three of them and clears "saved for later" on reset. */
@Repository
public class Products implements SandboxSeeder {

    private static final List<Product> SEED = List.of(
            new Product("MUG-01", "Trail mug", "Enamel mug for camp coffee, 350 ml.", 1400, false),
            new Product("LAMP-02", "Desk lamp", "Warm LED desk lamp with a fabric cable.", 3900, false),
            new Product("BOOK-03", "Field notebook", "Pocket notebook, 48 dotted pages.", 950, false));

    private static final String COLUMNS = "sku, name, description, price_cents, saved_for_later";

    private final JdbcClient jdbc;

    Products(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public List<Product> all(SandboxId sandbox) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM product WHERE sandbox_id = ? ORDER BY sku")
                .param(sandbox.value())
                .query(this::map)
                .list();
    }

    public Optional<Product> find(SandboxId sandbox, String sku) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM product WHERE sandbox_id = ? AND sku = ?")
                .params(sandbox.value(), sku)
                .query(this::map)
                .optional();
    }

    /** Package-private: only the {@code save_for_later} handler writes, after recording the wire. */
    int markSaved(SandboxId sandbox, String sku) {
        return jdbc.sql("UPDATE product SET saved_for_later = TRUE WHERE sandbox_id = ? AND sku = ?")
                .params(sandbox.value(), sku)
                .update();
    }

    /** Package-private: only the {@code remove_from_saved} handler writes, after recording the wire. */
    int markUnsaved(SandboxId sandbox, String sku) {
        return jdbc.sql("UPDATE product SET saved_for_later = FALSE WHERE sandbox_id = ? AND sku = ?")
                .params(sandbox.value(), sku)
                .update();
    }

    @Override
    public void seed(SandboxId sandbox) {
        SEED.forEach(p -> jdbc.sql("""
                        INSERT INTO product (sandbox_id, sku, name, description, price_cents, saved_for_later)
                        VALUES (?, ?, ?, ?, ?, FALSE)""")
                .params(sandbox.value(), p.sku(), p.name(), p.description(), p.priceCents())
                .update());
    }

    @Override
    public void reset(SandboxId sandbox) {
        jdbc.sql("UPDATE product SET saved_for_later = FALSE WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
    }

    private Product map(java.sql.ResultSet rs, int row) throws java.sql.SQLException {
        return new Product(
                rs.getString("sku"),
                rs.getString("name"),
                rs.getString("description"),
                rs.getInt("price_cents"),
                rs.getBoolean("saved_for_later"));
    }
}
