package org.consentlab.payment;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Reads the sandbox's orders, payees and sent payments; seeds two paid orders (Lab 5 refunds the
 * small one whole; ORD-1043 is large enough that part of it can cross refund_order's €50.00
 * threshold) and two payees.
 */
@Repository
public class Payments implements SandboxSeeder {

    private final JdbcClient jdbc;
    private final Clock clock;

    Payments(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    public Optional<Order> order(SandboxId sandbox, String id) {
        return jdbc.sql("""
                        SELECT id, customer, amount_cents, status, refunded_cents FROM shop_order
                        WHERE sandbox_id = ? AND id = ?""")
                .params(sandbox.value(), id)
                .query((rs, row) -> new Order(
                        rs.getString("id"),
                        rs.getString("customer"),
                        rs.getInt("amount_cents"),
                        rs.getString("status"),
                        rs.getInt("refunded_cents")))
                .optional();
    }

    public Optional<Payee> payee(SandboxId sandbox, String id) {
        return jdbc.sql("SELECT id, name, account FROM payee WHERE sandbox_id = ? AND id = ?")
                .params(sandbox.value(), id)
                .query((rs, row) -> new Payee(rs.getString("id"), rs.getString("name"), rs.getString("account")))
                .optional();
    }

    /** Oldest first. */
    public List<Payment> sent(SandboxId sandbox) {
        return jdbc.sql("""
                        SELECT id, payee_id, amount_cents, call_id, sent_at FROM payment
                        WHERE sandbox_id = ? ORDER BY id""")
                .param(sandbox.value())
                .query((rs, row) -> new Payment(
                        rs.getLong("id"),
                        rs.getString("payee_id"),
                        rs.getInt("amount_cents"),
                        rs.getLong("call_id"),
                        rs.getObject("sent_at", Instant.class)))
                .list();
    }

    @Override
    public void seed(SandboxId sandbox) {
        jdbc.sql("""
                INSERT INTO shop_order (sandbox_id, id, customer, amount_cents, status, updated_at)
                VALUES (?, 'ORD-1042', 'Grace Hopper', 4990, ?, ?), (?, 'ORD-1043', 'Ada Lovelace', 12000, ?, ?)""")
                .params(
                        sandbox.value(),
                        Order.PAID,
                        Instant.now(clock),
                        sandbox.value(),
                        Order.PAID,
                        Instant.now(clock))
                .update();
        jdbc.sql("""
                INSERT INTO payee (sandbox_id, id, name, account) VALUES (?, 'PAYEE-1', 'Alan Turing',
                'GB29 •••• 2681'), (?, 'PAYEE-2', 'Katherine Johnson', 'DE89 •••• 3000')""").params(sandbox.value(), sandbox.value()).update();
    }

    @Override
    public void reset(SandboxId sandbox) {
        for (String table : List.of("payment", "payee", "shop_order")) {
            jdbc.sql("DELETE FROM " + table + " WHERE sandbox_id = ?")
                    .param(sandbox.value())
                    .update();
        }
        seed(sandbox);
    }
}
