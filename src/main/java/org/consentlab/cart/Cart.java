package org.consentlab.cart;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** A sandbox's cart lines. Reads are public; writes are for the cart tools' handlers only. */
@Repository
public class Cart implements SandboxSeeder {

    private final JdbcClient jdbc;
    private final Clock clock;

    Cart(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** The number of items in the cart: what the counter shows. */
    public int count(SandboxId sandbox) {
        return jdbc.sql("SELECT COALESCE(SUM(quantity), 0) FROM cart_item WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query(Integer.class)
                .single();
    }

    /** Newest first. */
    public List<CartLine> lines(SandboxId sandbox) {
        return jdbc.sql("""
                        SELECT id, sku, quantity, call_id, added_at FROM cart_item
                        WHERE sandbox_id = ? ORDER BY id DESC""")
                .param(sandbox.value())
                .query((rs, row) -> new CartLine(
                        rs.getLong("id"),
                        rs.getString("sku"),
                        rs.getInt("quantity"),
                        (Long) rs.getObject("call_id"),
                        rs.getObject("added_at", Instant.class)))
                .list();
    }

    /** The newest line, or the newest line of {@code sku} when one is given. */
    Optional<CartLine> newest(SandboxId sandbox, String sku) {
        return lines(sandbox).stream()
                .filter(line -> sku == null || line.sku().equals(sku))
                .findFirst();
    }

    void add(SandboxId sandbox, long callId, String sku, int quantity) {
        jdbc.sql("INSERT INTO cart_item (sandbox_id, sku, quantity, call_id, added_at) VALUES (?, ?, ?, ?, ?)")
                .params(sandbox.value(), sku, quantity, callId, Instant.now(clock))
                .update();
    }

    void remove(SandboxId sandbox, long lineId) {
        jdbc.sql("DELETE FROM cart_item WHERE sandbox_id = ? AND id = ?")
                .params(sandbox.value(), lineId)
                .update();
    }

    @Override
    public void seed(SandboxId sandbox) {
        // A new sandbox starts with an empty cart.
    }

    @Override
    public void reset(SandboxId sandbox) {
        jdbc.sql("DELETE FROM cart_item WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
    }
}
